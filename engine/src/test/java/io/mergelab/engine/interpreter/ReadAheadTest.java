package io.mergelab.engine.interpreter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ReadAheadTest {

    @Test
    void deliversEveryElementInOrder() {
        List<Integer> out = new ArrayList<>();
        try (ReadAhead<Integer> it = new ReadAhead<>(IntStream.range(0, 1000).iterator(), "t")) {
            it.forEachRemaining(out::add);
        }
        assertThat(out).containsExactlyElementsOf(IntStream.range(0, 1000).boxed().toList());
    }

    @Test
    void aFailureOfTheSourceSurfacesUnchangedAfterTheElementsBeforeIt() {
        Iterator<Integer> failing = new Iterator<>() {
            private int i;

            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public Integer next() {
                if (i == 3) {
                    throw new MergeLabException(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED, "bad row 4");
                }
                return i++;
            }
        };
        try (ReadAhead<Integer> it = new ReadAhead<>(failing, "t")) {
            assertThat(it.next()).isZero();
            assertThat(it.next()).isEqualTo(1);
            assertThat(it.next()).isEqualTo(2);
            assertThatThrownBy(it::hasNext).isInstanceOfSatisfying(MergeLabException.class,
                    e -> assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED));
        }
    }

    @Test
    void closingEarlyStopsTheProducer() {
        Iterator<Integer> endless = IntStream.iterate(0, i -> i + 1).iterator();
        ReadAhead<Integer> it = new ReadAhead<>(endless, "t");
        assertThat(it.next()).isZero();
        long start = System.nanoTime();
        it.close();
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(900);
    }
}
