package io.mergelab.sampledata.fingerprint;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class FingerprintTextTest {

    @Test
    void rendersASummaryLineAndAnAlignedTable() {
        Fingerprint f = new Fingerprint("default.events", 3_000_000, 12, "client_id, created", 0.999, 2_000_000, List.of(
                new ColumnFingerprint("client_id", "UInt64", 50_000, "1", "50000", 0, 1.0),
                new ColumnFingerprint("plan", "LowCardinality(String)", 4, "basic", "pro", 0, 0.51234),
                new ColumnFingerprint("tags", "Array(String)", 9, null, null, 0.25, 0.5)));

        String text = FingerprintText.render(f);

        assertThat(text).isEqualTo("""
                default.events: 3,000,000 rows in 12 parts, sorting key (client_id, created), key sortedness 0.9990 \
                (sortedness sampled over 2,000,000 rows)
                column     type                    distinct  min    max     nulls  sortedness
                client_id  UInt64                    50,000  1      50000  0.0000      1.0000
                plan       LowCardinality(String)         4  basic  pro    0.0000      0.5123
                tags       Array(String)                  9  -      -      0.2500      0.5000
                """);
    }

    @Test
    void saysWhenThereIsNoSortingKeyAndCutsLongValues() {
        String longText = "x".repeat(100);
        Fingerprint f = new Fingerprint("default.m", 1, 0, "", null, 1, List.of(
                new ColumnFingerprint("s", "String", 1, longText, "a\nb", 0, 1.0)));

        String text = FingerprintText.render(f);

        assertThat(text).startsWith("default.m: 1 rows in 0 parts, sorting key (none)\n");
        assertThat(text).contains("x".repeat(37) + "...").doesNotContain("x".repeat(38)).contains("a\\nb");
    }
}
