package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class TimeBoundTest {
    private static final Instant NOW = Instant.parse("2026-03-10T12:00:00Z");

    @Test
    void readsAgesBackFromNow() {
        assertThat(TimeBound.parse("90s", "--since", NOW)).isEqualTo(Instant.parse("2026-03-10T11:58:30Z"));
        assertThat(TimeBound.parse("30m", "--since", NOW)).isEqualTo(Instant.parse("2026-03-10T11:30:00Z"));
        assertThat(TimeBound.parse("1h", "--since", NOW)).isEqualTo(Instant.parse("2026-03-10T11:00:00Z"));
        assertThat(TimeBound.parse("2d", "--since", NOW)).isEqualTo(Instant.parse("2026-03-08T12:00:00Z"));
        assertThat(TimeBound.parse("1W", "--since", NOW)).isEqualTo(Instant.parse("2026-03-03T12:00:00Z"));
    }

    @Test
    void readsIsoDatesAndTimesAsUtcUnlessTheyGiveAnOffset() {
        assertThat(TimeBound.parse("2026-03-01", "--since", NOW)).isEqualTo(Instant.parse("2026-03-01T00:00:00Z"));
        assertThat(TimeBound.parse("2026-03-01T10:15", "--since", NOW)).isEqualTo(Instant.parse("2026-03-01T10:15:00Z"));
        assertThat(TimeBound.parse("2026-03-01 10:15:30.5", "--since", NOW))
                .isEqualTo(Instant.parse("2026-03-01T10:15:30.500Z"));
        assertThat(TimeBound.parse("2026-03-01T10:15:00Z", "--since", NOW)).isEqualTo(Instant.parse("2026-03-01T10:15:00Z"));
        assertThat(TimeBound.parse("2026-03-01T10:15+01:00", "--since", NOW))
                .isEqualTo(Instant.parse("2026-03-01T09:15:00Z"));
    }

    @Test
    void refusesOtherTextNamingTheOption() {
        assertThatThrownBy(() -> TimeBound.parse("last tuesday", "--until", NOW))
                .hasMessageStartingWith("Cannot read 'last tuesday' given to --until: give an age such as 30m");
        assertThatThrownBy(() -> TimeBound.parse("2026-13-01", "--since", NOW)).hasMessageContaining("--since");
    }
}
