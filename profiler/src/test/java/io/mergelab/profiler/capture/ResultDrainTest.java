package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.TargetResult;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ResultDrainTest {
    private final EmbeddedTarget target = EmbeddedTarget.inMemory();

    @AfterEach
    void close() {
        target.close();
    }

    private static String sha256(String text) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void theDigestIsTheSha256OfTheRowsAsTabSeparatedText() throws Exception {
        ResultDrain drain = new ResultDrain();
        String digest;
        try (TargetResult result = target.run(QueryRequest.of(
                "SELECT s, n, u FROM (SELECT 'a\\tb' AS s, NULL AS n, 'é' AS u UNION ALL SELECT 'c\\\\d', NULL, 'x\\ny')"
                        + " ORDER BY s"))) {
            digest = drain.drain(result);
        }
        String text = "a\\tb\t\\N\té\nc\\\\d\t\\N\tx\\ny\n";

        assertThat(digest).isEqualTo(sha256(text));
        assertThat(drain.rows()).isEqualTo(2);
        assertThat(drain.bytes()).isEqualTo(text.getBytes(StandardCharsets.UTF_8).length);
    }

    @Test
    void onlyTheFirstThousandRowsEnterTheDigestButAllAreCounted() throws Exception {
        ResultDrain drain = new ResultDrain();
        String digest;
        try (TargetResult result = target.run(QueryRequest.of("SELECT number FROM numbers(1500)"))) {
            digest = drain.drain(result);
        }
        StringBuilder firstThousand = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            firstThousand.append(i).append('\n');
        }

        assertThat(digest).isEqualTo(sha256(firstThousand.toString()));
        assertThat(drain.rows()).isEqualTo(1500);
    }

    @Test
    void statementsWithoutAResultSetHaveNoDigest() {
        try (TargetResult result = target.run(QueryRequest.of("CREATE TABLE t (x UInt8) ENGINE = Memory"))) {
            assertThat(new ResultDrain().drain(result)).isEmpty();
        }
    }
}
