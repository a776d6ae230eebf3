package io.mergelab.engine.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.settings.Settings;
import org.junit.jupiter.api.Test;

class QueryLimitsTest {
    @Test
    void countsRowsAndBytesWithoutLimits() {
        QueryLimits limits = QueryLimits.from(Settings.queryDefaults());
        limits.addReadRows(10, 80);
        limits.addReadRows(5, 40);
        assertThat(limits.readRows()).isEqualTo(15);
        assertThat(limits.readBytes()).isEqualTo(120);
    }

    @Test
    void maxRowsToReadFailsWithTooManyRows() {
        QueryLimits limits = QueryLimits.from(Settings.queryDefaults().with("max_rows_to_read", "100"));
        limits.addReadRows(100, 0);
        assertThatThrownBy(() -> limits.addReadRows(1, 0))
                .isInstanceOf(MergeLabException.class)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.TOO_MANY_ROWS))
                .hasMessage("Limit for rows (controlled by 'max_rows_to_read' setting) exceeded, max rows: 100, current rows: 101");
    }

    @Test
    void maxExecutionTimeFailsWithTimeoutExceeded() {
        long twoSecondsAgo = System.nanoTime() - 2_000_000_000L;
        QueryLimits limits = new QueryLimits(1, 0, twoSecondsAgo);
        assertThatThrownBy(limits::checkTime)
                .isInstanceOf(MergeLabException.class)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.TIMEOUT_EXCEEDED))
                .hasMessageMatching("Timeout exceeded: elapsed 2(\\.\\d+)? seconds, maximum: 1");
        assertThatThrownBy(() -> limits.addReadRows(1, 1)).hasMessageStartingWith("Timeout exceeded");
    }

    @Test
    void noTimeoutWithinTheLimit() {
        QueryLimits limits = QueryLimits.from(Settings.queryDefaults().with("max_execution_time", "60"));
        limits.checkTime();
        limits.addReadRows(1, 1);
        assertThat(limits.elapsedNanos()).isLessThan(60_000_000_000L);
    }
}
