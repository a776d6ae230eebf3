package io.mergelab.app.gui.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class HistoryFormatTest {

    @Test
    void millisKeepThreeSignificantDigitsAndSwitchToSeconds() {
        assertThat(HistoryFormat.millis(0.423)).isEqualTo("0.42 ms");
        assertThat(HistoryFormat.millis(12.34)).isEqualTo("12.3 ms");
        assertThat(HistoryFormat.millis(842.4)).isEqualTo("842 ms");
        assertThat(HistoryFormat.millis(1240)).isEqualTo("1.24 s");
        assertThat(HistoryFormat.millis(95_000)).isEqualTo("95.0 s");
    }

    @Test
    void sqlOnOneLineIsCutWithAnEllipsis() {
        assertThat(HistoryFormat.oneLine("SELECT a,\n       b\n  FROM t  ", 100)).isEqualTo("SELECT a, b FROM t");
        assertThat(HistoryFormat.oneLine("SELECT count() FROM needle", 12)).isEqualTo("SELECT coun…");
    }

    @Test
    void shortStartTimesGiveTheTimeOfDayForTodayAndTheDateOtherwise() {
        Instant at = Instant.parse("2024-03-01T10:15:30.5Z");
        assertThat(HistoryFormat.startedShort(at, ZoneOffset.ofHours(1), LocalDate.parse("2024-03-01"))).isEqualTo("11:15:30");
        assertThat(HistoryFormat.startedShort(at, ZoneOffset.ofHours(1), LocalDate.parse("2024-03-02")))
                .isEqualTo("2024-03-01 11:15");
    }

    @Test
    void startedInTheGivenZone() {
        assertThat(HistoryFormat.started(Instant.parse("2024-03-01T10:15:30.5Z"), ZoneOffset.ofHours(1)))
                .isEqualTo("2024-03-01 11:15:30");
    }
}
