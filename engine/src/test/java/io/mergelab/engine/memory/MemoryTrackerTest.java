package io.mergelab.engine.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MemoryTrackerTest {
    @Test
    void tracksUsageAndPeak() {
        MemoryTracker t = MemoryTracker.unlimited();
        t.alloc(100);
        t.alloc(50);
        t.free(120);
        t.alloc(10);
        assertThat(t.used()).isEqualTo(40);
        assertThat(t.peak()).isEqualTo(150);
    }

    @Test
    void refusesAllocationPastTheLimitInClickHouseWording() {
        MemoryTracker t = new MemoryTracker(1024 * 1024);
        t.alloc(1000 * 1024);
        assertThatThrownBy(() -> t.alloc(100 * 1024))
                .isInstanceOf(MergeLabException.class)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.MEMORY_LIMIT_EXCEEDED))
                .hasMessage("Memory limit (for query) exceeded: would use 1.07 MiB (attempt to allocate chunk of 102400 bytes), maximum: 1.00 MiB");
        // the refused chunk is not counted: the query can still free what it holds and the tracker stays exact
        assertThat(t.used()).isEqualTo(1000 * 1024);
        assertThat(t.peak()).isEqualTo(1000 * 1024);
    }

    @Test
    void isExactUnderConcurrentUse() throws InterruptedException {
        MemoryTracker t = MemoryTracker.unlimited();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Thread th = new Thread(() -> {
                for (int j = 0; j < 10_000; j++) {
                    t.alloc(8);
                    t.free(8);
                }
            });
            th.start();
            threads.add(th);
        }
        for (Thread th : threads) {
            th.join();
        }
        assertThat(t.used()).isZero();
        assertThat(t.peak()).isBetween(8L, 32L);
    }

    @Test
    void rejectsNegativeSizes() {
        MemoryTracker t = MemoryTracker.unlimited();
        assertThatThrownBy(() -> t.alloc(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> t.free(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MemoryTracker(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
