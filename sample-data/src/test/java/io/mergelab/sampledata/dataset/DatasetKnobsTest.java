package io.mergelab.sampledata.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DatasetKnobsTest {
    private final Dataset needle = Datasets.named("needle");
    private final Dataset events = Datasets.named("events");

    @Test
    void theDatasetsAreRegisteredByName() {
        assertThat(Datasets.all()).extracting(Dataset::name).contains("needle", "events", "hits", "logs");
        assertThat(Datasets.named("events").columnNames()).hasSize(events.columnTypes().size());
    }

    @Test
    void defaultsApplyWhenNoKnobIsGiven() {
        Knobs n = needle.knobs(100, 1, Map.of());
        assertThat(n.getLong("period")).isEqualTo(1024);
        Knobs e = events.knobs(100, 1, Map.of());
        assertThat(e.get("skew")).isEqualTo(1.2);
        assertThat(e.getLong("distinct")).isEqualTo(10_000);
        assertThat(e.get("updates")).isEqualTo(0.5);
        assertThat(e.get("expired")).isEqualTo(0.97);
        assertThat(e.get("correlation")).isEqualTo(1.0);
    }

    @Test
    void anUnknownKnobIsNamedWithTheKnownOnes() {
        assertBad(() -> needle.knobs(100, 1, Map.of("skew", "1.5")),
                "Dataset needle has no knob 'skew'; its knobs: period");
        assertBad(() -> events.knobs(100, 1, Map.of("period", "2")),
                "Dataset events has no knob 'period'; its knobs: skew, distinct, updates, expired, correlation, batches, days");
    }

    @Test
    void aValueOutOfRangeNamesTheKnobAndTheRange() {
        assertBad(() -> needle.knobs(100, 1, Map.of("period", "1")),
                "Knob period of dataset needle is out of range: 1 (allowed 2 .. 1000000000)");
        assertBad(() -> events.knobs(100, 1, Map.of("skew", "0.4")),
                "Knob skew of dataset events is out of range: 0.4 (allowed 0.5 .. 3)");
        assertBad(() -> events.knobs(100, 1, Map.of("updates", "0.95")),
                "Knob updates of dataset events is out of range: 0.95 (allowed 0 .. 0.9)");
        assertBad(() -> events.knobs(100, 1, Map.of("distinct", "20000000")),
                "Knob distinct of dataset events is out of range: 20000000 (allowed 10 .. 10000000)");
    }

    @Test
    void aFractionForAWholeNumberKnobIsRefused() {
        assertBad(() -> needle.knobs(100, 1, Map.of("period", "2.5")),
                "Knob period of dataset needle takes whole numbers, got 2.5");
        assertBad(() -> events.knobs(100, 1, Map.of("batches", "3.5")),
                "Knob batches of dataset events takes whole numbers, got 3.5");
    }

    @Test
    void aValueThatIsNoNumberIsRefused() {
        assertBad(() -> events.knobs(100, 1, Map.of("expired", "most")),
                "Knob expired of dataset events must be a number, got 'most'");
    }

    @Test
    void negativeRowsAreRefused() {
        assertBad(() -> needle.knobs(-1, 1, Map.of()), "Number of rows must not be negative, got -1");
        assertBad(() -> events.knobs(-5, 1, Map.of()), "Number of rows must not be negative, got -5");
    }

    @Test
    void noRowsGiveNoBlocks() {
        assertThat(needle.generator(needle.knobs(0, 1, Map.of())).blockCount()).isZero();
        assertThat(events.generator(events.knobs(0, 1, Map.of())).blockCount()).isZero();
    }

    private static void assertBad(Runnable call, String message) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(MergeLabException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.BAD_ARGUMENTS);
            assertThat(e.getMessage()).isEqualTo(message);
        });
    }
}
