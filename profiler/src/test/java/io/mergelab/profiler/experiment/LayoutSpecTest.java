package io.mergelab.profiler.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class LayoutSpecTest {
    @Test
    void clausesComeInAnyOrderAndKeywordsInsideBracketsOrQuotesAreTheirs() {
        LayoutSpec spec = LayoutSpec.parse("lean", "SETTINGS index_granularity = 1024 PARTITION BY toYYYYMM(d)"
                + " INDEX s_idx s TYPE bloom_filter(0.01) GRANULARITY 1 ORDER BY (k, lower('ORDER BY x'))"
                + " INDEX m_idx m TYPE minmax GRANULARITY 4 engine = ReplacingMergeTree(v) PRIMARY KEY k");

        assertThat(spec).isEqualTo(new LayoutSpec("lean", "ReplacingMergeTree(v)", "toYYYYMM(d)", "k",
                "(k, lower('ORDER BY x'))", "index_granularity = 1024",
                List.of("s_idx s TYPE bloom_filter(0.01) GRANULARITY 1", "m_idx m TYPE minmax GRANULARITY 4")));
        assertThat(spec.createStatement("db.t__lean", List.of("k UInt64", "s String"), "MergeTree"))
                .isEqualTo("CREATE TABLE db.t__lean (k UInt64, s String, INDEX s_idx s TYPE bloom_filter(0.01)"
                        + " GRANULARITY 1, INDEX m_idx m TYPE minmax GRANULARITY 4) ENGINE = ReplacingMergeTree(v)"
                        + " PARTITION BY toYYYYMM(d) PRIMARY KEY k ORDER BY (k, lower('ORDER BY x'))"
                        + " SETTINGS index_granularity = 1024");
        assertThat(LayoutSpec.parse("plain", "ORDER BY k").createStatement("t", List.of("k UInt64"), "MergeTree"))
                .isEqualTo("CREATE TABLE t (k UInt64) ENGINE = MergeTree ORDER BY k");
    }

    @Test
    void codecClausesNameAColumnAndItsCodecInAnyOrderWithTheOtherClauses() {
        LayoutSpec spec = LayoutSpec.parse("packed", "CODEC s ZSTD(3) ORDER BY k CODEC `odd name` NONE");

        assertThat(spec.orderBy()).isEqualTo("k");
        assertThat(spec.codecs()).containsExactly(java.util.Map.entry("s", "ZSTD(3)"),
                java.util.Map.entry("odd name", "NONE"));
        assertThat(LayoutSpec.parse("plain", "ORDER BY k").codecs()).isEmpty();
    }

    @Test
    void aLayoutThatIsNotClausesFailsNamingTheLayout() {
        assertThatThrownBy(() -> LayoutSpec.parse("fast", "PARTITION BY k"))
                .hasMessage("Layout fast: ORDER BY is required (ORDER BY tuple() for none)");
        assertThatThrownBy(() -> LayoutSpec.parse("fast", "k, d"))
                .hasMessage("Layout fast: expected clauses ORDER BY ..., PARTITION BY ..., PRIMARY KEY ..., SETTINGS"
                        + " ..., INDEX ..., CODEC ... or ENGINE = ..., got 'k, d'");
        assertThatThrownBy(() -> LayoutSpec.parse("fast", "ORDER BY k CODEC s"))
                .hasMessage("Layout fast: CODEC needs a column and its codec, as in CODEC s ZSTD(3), got 'CODEC s'");
        assertThatThrownBy(() -> LayoutSpec.parse("fast", "ORDER BY k CODEC s ZSTD(3) CODEC s NONE"))
                .hasMessage("Layout fast: CODEC is given twice for column s");
        assertThatThrownBy(() -> LayoutSpec.parse("fast", "ORDER BY k ORDER BY d"))
                .hasMessage("Layout fast: ORDER BY is given twice");
        assertThatThrownBy(() -> LayoutSpec.parse("fast", "ORDER BY"))
                .hasMessage("Layout fast: ORDER BY needs an expression after it");
        assertThatThrownBy(() -> LayoutSpec.parse("9lives", "ORDER BY k"))
                .isInstanceOfSatisfying(ExperimentException.class,
                        e -> assertThat(e.reason()).isEqualTo(ExperimentException.Reason.BAD_LAYOUT))
                .hasMessageStartingWith("Layout 9lives: a layout name is letters");
    }
}
