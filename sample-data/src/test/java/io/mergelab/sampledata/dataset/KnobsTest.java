package io.mergelab.sampledata.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

class KnobsTest {
    private static final List<KnobSpec> SPECS = List.of(
            new KnobSpec(KnobSpec.SKEW, 0, 3, 1.1, false, "Zipf exponent of client ids"),
            new KnobSpec(KnobSpec.DISTINCT, 1, 1_000_000, 5_000, true, "distinct clients"));

    private static Knobs resolve(Map<String, String> given) {
        return Knobs.resolve("events", SPECS, 1_000, 7, given);
    }

    private static void failsWith(ThrowingCallable call, String... parts) {
        assertThatThrownBy(call)
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.BAD_ARGUMENTS))
                .hasMessageContainingAll(parts);
    }

    @Test
    void fillsDefaultsForKnobsNotGiven() {
        Knobs k = resolve(Map.of(KnobSpec.DISTINCT, "200"));

        assertThat(k.dataset()).isEqualTo("events");
        assertThat(k.rows()).isEqualTo(1_000);
        assertThat(k.seed()).isEqualTo(7);
        assertThat(k.get(KnobSpec.SKEW)).isEqualTo(1.1);
        assertThat(k.getLong(KnobSpec.DISTINCT)).isEqualTo(200);
        assertThat(k.values()).containsOnlyKeys(KnobSpec.SKEW, KnobSpec.DISTINCT);
    }

    @Test
    void acceptsRangeEndsUnderscoresAndSpaces() {
        Knobs k = resolve(Map.of(KnobSpec.SKEW, " 3 ", KnobSpec.DISTINCT, "1_000_000"));

        assertThat(k.get(KnobSpec.SKEW)).isEqualTo(3.0);
        assertThat(k.getLong(KnobSpec.DISTINCT)).isEqualTo(1_000_000);
    }

    @Test
    void unknownKnobIsNamedWithTheKnownOnes() {
        failsWith(() -> resolve(Map.of("skwe", "1")), "Dataset events has no knob 'skwe'", "its knobs: skew, distinct");
        failsWith(() -> Knobs.resolve("needle", List.of(), 10, 1, Map.of("skew", "1")),
                "Dataset needle has no knob 'skew'", "it takes only rows and seed");
    }

    @Test
    void nonNumberNamesTheKnob() {
        failsWith(() -> resolve(Map.of(KnobSpec.SKEW, "high")), "Knob skew of dataset events must be a number, got 'high'");
        failsWith(() -> resolve(Map.of(KnobSpec.SKEW, "")), "Knob skew", "''");
    }

    @Test
    void outOfRangeNamesTheKnobAndItsRange() {
        failsWith(() -> resolve(Map.of(KnobSpec.SKEW, "3.5")), "Knob skew of dataset events is out of range: 3.5 (allowed 0 .. 3)");
        failsWith(() -> resolve(Map.of(KnobSpec.DISTINCT, "0")), "Knob distinct of dataset events is out of range: 0 (allowed 1 .. 1000000)");
        failsWith(() -> resolve(Map.of(KnobSpec.SKEW, "NaN")), "Knob skew", "out of range: NaN");
        failsWith(() -> resolve(Map.of(KnobSpec.SKEW, "-Infinity")), "Knob skew", "out of range");
    }

    @Test
    void fractionForAWholeNumberKnobNamesTheKnob() {
        failsWith(() -> resolve(Map.of(KnobSpec.DISTINCT, "2.5")), "Knob distinct of dataset events takes whole numbers, got 2.5");
    }

    @Test
    void negativeRowsAreRejected() {
        failsWith(() -> Knobs.resolve("events", SPECS, -1, 7, Map.of()), "Number of rows must not be negative, got -1");
        assertThat(Knobs.resolve("events", SPECS, 0, 7, Map.of()).rows()).isZero();
    }

    @Test
    void askingForAnUndeclaredKnobIsAProgrammingError() {
        Knobs k = resolve(Map.of());

        assertThatThrownBy(() -> k.get("correlation")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("declares no knob correlation");
    }

    @Test
    void aKnobSpecDefaultMustLieInItsRange() {
        assertThatThrownBy(() -> new KnobSpec("skew", 0, 1, 2, false, "")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("default of knob skew outside [0.0, 1.0]");
    }

    @Test
    void unknownDatasetIsABadArgument() {
        failsWith(() -> Datasets.named("no-such-dataset"), "Unknown dataset 'no-such-dataset'", "known datasets:");
    }
}
