package io.mergelab.app.gui.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.compare.ComparisonRequest;
import io.mergelab.profiler.compare.Variant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The comparison form turns its text into a request, or says what does not fit. */
class ComparisonSetupTest {
    private final ComparisonSetup setup = new ComparisonSetup();

    @Test
    void variantLinesBecomeNamedSettingsVariantsInOrderWithTheRunOptions() {
        setup.prefill("  SELECT 1  ", List.of("off: use_skip_indexes_on_data_read=0", "",
                "use_skip_indexes_on_data_read = 1, max_threads=2", "defaults:"));
        setup.roundsProperty().set(9);
        setup.maxRoundsProperty().set(8);
        setup.warmupsProperty().set(2);
        setup.coldProperty().set(true);

        ComparisonRequest request = setup.request();

        assertThat(request.kind()).isEqualTo("compare");
        assertThat(request.sql()).isEqualTo("SELECT 1");
        assertThat(request.variants()).containsExactly(
                Variant.ofSettings("off", Map.of("use_skip_indexes_on_data_read", "0")),
                Variant.ofSettings("use_skip_indexes_on_data_read=1,max_threads=2",
                        Map.of("use_skip_indexes_on_data_read", "1", "max_threads", "2")),
                Variant.ofSettings("defaults", Map.of()));
        assertThat(request.options().minRounds()).isEqualTo(9);
        assertThat(request.options().maxRounds()).as("never fewer than the least").isEqualTo(9);
        assertThat(request.options().warmups()).isEqualTo(2);
        assertThat(request.options().cold()).isTrue();
    }

    @Test
    void aSweepRunsTheValuesAsVariantsNamedSettingEqualsValue() {
        setup.sqlProperty().set("SELECT count() FROM needle");
        setup.sweepProperty().set(true);
        setup.sweepSettingProperty().set(" max_threads ");
        setup.sweepValuesProperty().set("1, 2,4");

        ComparisonRequest request = setup.request();

        assertThat(request.kind()).isEqualTo("sweep");
        assertThat(request.variants()).extracting(Variant::name)
                .containsExactly("max_threads=1", "max_threads=2", "max_threads=4");
        assertThat(request.variants().get(2).settings()).isEqualTo(Map.of("max_threads", "4"));
    }

    @Test
    void whatDoesNotFitIsSaid() {
        assertThatThrownBy(setup::request).hasMessage("Write the SQL to compare.");
        setup.prefill("SELECT 1", List.of("only: max_threads=1"));
        assertThatThrownBy(setup::request).hasMessageStartingWith("Give at least two variants");
        setup.prefill("SELECT 1", List.of("a: max_threads=1", "b: max_threads"));
        assertThatThrownBy(setup::request)
                .hasMessage("Variant \"b: max_threads\": write settings as setting=value, separated by commas"
                        + " (\"max_threads\" is not)");
        setup.prefill("SELECT 1", List.of("a: max_threads=1", "b: max_threads=2"));
        setup.roundsProperty().set(5);
        assertThatThrownBy(setup::request).hasMessageStartingWith("A comparison takes at least 7 rounds");
        setup.roundsProperty().set(7);
        setup.sweepProperty().set(true);
        assertThatThrownBy(setup::request).hasMessage("Name the setting to sweep, e.g. max_threads.");
    }
}
