package io.mergelab.engine.column;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.memory.MemoryTracker;
import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Builders grow within the query's limits, and a block past one Java array is a MergeLab error, not an overflow. */
class ColumnCapacityTest {

    @AfterEach
    void forgetGuard() {
        QueryGuard.install(null);
    }

    @Test
    void moreThanOneArrayHoldsIsAMergeLabError() {
        assertThatThrownBy(() -> Capacity.STRING_BYTES.check(2L * Integer.MAX_VALUE))
                .isInstanceOfSatisfying(MergeLabException.class,
                        e -> assertThat(e.code()).isEqualTo(ErrorCode.TOO_LARGE_STRING_SIZE))
                .hasMessageContaining("4294967294 bytes");
        assertThatThrownBy(() -> Capacity.VALUES.grown(1 << 30, Integer.MAX_VALUE + 1L, Long.BYTES))
                .isInstanceOfSatisfying(MergeLabException.class,
                        e -> assertThat(e.code()).isEqualTo(ErrorCode.TOO_LARGE_ARRAY_SIZE));
        assertThat(Capacity.STRING_BYTES.grown(1 << 30, (1 << 30) + 1L, 1)).isEqualTo(Capacity.MAX_LENGTH);
    }

    @Test
    void aGrowingStringColumnStopsAtTheQueryMemoryLimit() {
        QueryGuard.install(new QueryGuard(null, new MemoryTracker(1 << 20), () -> false));
        ColumnBuilder strings = ColumnBuilder.create(StringType.INSTANCE, 1);
        byte[] value = new byte[100_000];
        assertThatThrownBy(() -> {
            for (int i = 0; i < 100; i++) {
                strings.appendBytes(value, 0, value.length);
            }
        }).isInstanceOfSatisfying(MergeLabException.class,
                e -> assertThat(e.code()).isEqualTo(ErrorCode.MEMORY_LIMIT_EXCEEDED));
        assertThat(strings.size()).isBetween(5, 20);
    }

    @Test
    void aGrowingColumnStopsWhenTheQueryIsCancelled() {
        QueryGuard.install(new QueryGuard(null, MemoryTracker.unlimited(), () -> true));
        ColumnBuilder numbers = ColumnBuilder.create(IntegerType.UINT64, 16);
        assertThatThrownBy(() -> {
            for (long i = 0; i < 1_000_000; i++) {
                numbers.appendLong(i);
            }
        }).isInstanceOfSatisfying(MergeLabException.class,
                e -> assertThat(e.code()).isEqualTo(ErrorCode.QUERY_WAS_CANCELLED));
        assertThat(numbers.size()).isLessThan(1 << 14);
    }
}
