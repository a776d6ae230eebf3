package io.mergelab.app.gui.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.TargetResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultGridTest {

    @Test
    void numbersAreNumericWhateverTheirWrapping() {
        ResultGrid grid = new ResultGrid(List.of("a", "b", "c", "d", "e", "f", "g"),
                List.of("UInt64", "Int8", "Float32", "Decimal(18, 4)", "Nullable(Int32)", "String", "Array(UInt8)"),
                List.of(), 0);

        assertThat(grid.numeric(0)).isTrue();
        assertThat(grid.numeric(1)).isTrue();
        assertThat(grid.numeric(2)).isTrue();
        assertThat(grid.numeric(3)).isTrue();
        assertThat(grid.numeric(4)).isTrue();
        assertThat(grid.numeric(5)).isFalse();
        assertThat(grid.numeric(6)).isFalse();
    }

    @Test
    void collectsTheTotalsRowOfAWithTotalsQueryAndNoneOtherwise() {
        try (EmbeddedTarget target = EmbeddedTarget.inMemory()) {
            try (TargetResult r = target.run(QueryRequest.of(
                    "SELECT number % 3 AS k, sum(number) FROM numbers(6) GROUP BY k WITH TOTALS ORDER BY k"))) {
                ResultGrid grid = ResultGrid.collect(r, 2);
                assertThat(grid.rows()).containsExactly(List.of("0", "3"), List.of("1", "5"));
                assertThat(grid.totalRows()).isEqualTo(3);
                assertThat(grid.totals()).contains(List.of("0", "15"));
            }
            try (TargetResult r = target.run(QueryRequest.of("SELECT 1"))) {
                assertThat(ResultGrid.collect(r, 10).totals()).isEmpty();
            }
        }
    }

    @Test
    void nullsAreSpelledOutAsPrettyFormatsDo() {
        try (EmbeddedTarget target = EmbeddedTarget.inMemory();
             TargetResult r = target.run(QueryRequest.of("SELECT NULL AS n, toNullable(1) AS one"))) {
            assertThat(ResultGrid.collect(r, 10).rows()).containsExactly(List.of("NULL", "1"));
        }
    }

    @Test
    void noteOnlyWhenRowsWereLeftOut() {
        ResultGrid complete = new ResultGrid(List.of("x"), List.of("UInt8"), List.of(List.of("1")), 1);
        ResultGrid capped = new ResultGrid(List.of("x"), List.of("UInt8"), List.of(List.of("1")), 12_345);

        assertThat(complete.truncated()).isFalse();
        assertThat(complete.note()).isEmpty();
        assertThat(capped.note()).isEqualTo("Showing the first 1 of 12,345 rows.");
    }
}
