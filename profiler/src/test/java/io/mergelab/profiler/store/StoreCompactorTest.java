package io.mergelab.profiler.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.store.StoreCompactor.OnClose;
import org.junit.jupiter.api.Test;

/** When a close rewrites the store: mostly dead space, enough of it, and little enough live data to be quick. */
class StoreCompactorTest {
    private static final long MIB = 1L << 20;

    @Test
    void leavesAFileThatIsMostlyLiveOrSmall() {
        assertThat(OnClose.of(1_000 * MIB, 60)).isEqualTo(OnClose.LEAVE);
        assertThat(OnClose.of(1_000 * MIB, 50)).isEqualTo(OnClose.LEAVE);
        assertThat(OnClose.of(10 * MIB, 10)).as("9 MiB dead is worth it").isEqualTo(OnClose.COMPACT);
        assertThat(OnClose.of(8 * MIB, 10)).as("7.2 MiB dead is not").isEqualTo(OnClose.LEAVE);
    }

    @Test
    void rewritesOnCloseOnlyWhileTheLiveDataIsQuickToCopy() {
        assertThat(OnClose.of(150 * MIB, 4)).as("6 MiB live").isEqualTo(OnClose.COMPACT);
        assertThat(OnClose.of(64 * MIB, 49)).as("31.4 MiB live").isEqualTo(OnClose.COMPACT);
        assertThat(OnClose.of(2_400 * MIB, 26)).as("the 100,000-run store: 624 MiB live").isEqualTo(OnClose.TOO_BIG);
        assertThat(OnClose.of(100 * MIB, 33)).as("33 MiB live").isEqualTo(OnClose.TOO_BIG);
    }
}
