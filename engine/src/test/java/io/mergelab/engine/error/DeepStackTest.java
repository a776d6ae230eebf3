package io.mergelab.engine.error;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import org.junit.jupiter.api.Test;

class DeepStackTest {
    @Test
    void returnsTheResultOfTheWork() {
        assertThat(DeepStack.call("probe", () -> depth(20_000))).isEqualTo(20_000);
    }

    @Test
    void aStackOverflowBecomesTooDeepRecursion() {
        assertThatThrownBy(() -> DeepStack.call("probe", () -> depth(Integer.MAX_VALUE)))
                .isInstanceOf(MergeLabException.class)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.TOO_DEEP_RECURSION))
                .hasNoCause();
    }

    @Test
    void otherFailuresPassThroughUnchanged() {
        MergeLabException failure = new MergeLabException(ErrorCode.TYPE_MISMATCH, "no");
        assertThatThrownBy(() -> DeepStack.call("probe", () -> {
            throw failure;
        })).isSameAs(failure);
    }

    /** Recurses {@code n} levels deep. */
    private static int depth(int n) {
        long[] frame = new long[4];
        frame[0] = n;
        return n == 0 ? 0 : 1 + depth(n - 1) + (int) (frame[0] - n);
    }
}
