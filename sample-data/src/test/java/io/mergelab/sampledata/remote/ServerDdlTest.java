package io.mergelab.sampledata.remote;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.sampledata.dataset.Datasets;
import org.junit.jupiter.api.Test;

class ServerDdlTest {

    @Test
    void anEmptySortingKeyIsWrittenAsTuple() {
        assertThat(ServerDdl.portable("CREATE TABLE t (s String) ENGINE = MergeTree ORDER BY ( ) PRIMARY KEY ()"))
                .isEqualTo("CREATE TABLE t (s String) ENGINE = MergeTree ORDER BY tuple() PRIMARY KEY tuple()");
        assertThat(ServerDdl.portable("CREATE TABLE t (a UInt8) ENGINE = MergeTree ORDER BY (a)"))
                .isEqualTo("CREATE TABLE t (a UInt8) ENGINE = MergeTree ORDER BY (a)");
    }

    @Test
    void skipIndexesAreNamedAndLeftOutWithoutTouchingTheSettings() {
        String logs = Datasets.named("logs").createTable("db.logs");

        assertThat(ServerDdl.indexNames(logs)).containsExactly("message_tokens", "message_ngrams");
        String without = ServerDdl.withoutIndexes(logs);
        assertThat(without).doesNotContain("INDEX", "tokenbf_v1", "ngrambf_v1").endsWith("ORDER BY (test_run_id, timestamp)");
        assertThat(ServerDdl.withoutIndexes("CREATE TABLE t (INDEX i s TYPE minmax GRANULARITY 4, s String) ENGINE ="
                + " MergeTree ORDER BY s SETTINGS index_granularity = 1024"))
                .isEqualTo("CREATE TABLE t (s String) ENGINE = MergeTree ORDER BY s SETTINGS index_granularity = 1024");
    }
}
