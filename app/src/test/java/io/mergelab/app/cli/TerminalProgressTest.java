package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class TerminalProgressTest {
    private static final long SECOND = 1_000_000_000L;

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    private final AtomicLong clock = new AtomicLong(5 * SECOND);

    private String written() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void lineHasBarPercentageCountsRateAndEta() {
        String line = TerminalProgress.line(500_000, 1_000_000, 2 * SECOND, 80);

        assertThat(line).isEqualTo("[################................]  50%  500K/1.00M rows  250K rows/s  ETA 0:02");
        assertThat(line).hasSize(79);
    }

    @Test
    void finishedLineShowsTheElapsedTimeAndAFullBar() {
        assertThat(TerminalProgress.line(1_000_000, 1_000_000, 75 * SECOND, 70))
                .isEqualTo("[#####################] 100%  1.00M/1.00M rows  13.3K rows/s  in 1:15");
    }

    @Test
    void etaIsUnknownBeforeTheFirstRowsAndCountsHours() {
        assertThat(TerminalProgress.line(0, 100, 0, 60)).endsWith("]   0%  0/100 rows  0 rows/s  ETA --:--").hasSize(59);
        assertThat(TerminalProgress.line(1, 10_000, SECOND, 80)).contains("ETA 2:46:39");
    }

    @Test
    void narrowTerminalGetsTheTextWithoutBarAndNoWrap() {
        String line = TerminalProgress.line(300, 1_000, SECOND, 40);

        assertThat(line).isEqualTo(" 30%  300/1.00K rows  300 rows/s  ETA 0").hasSize(39);
        assertThat(TerminalProgress.line(300, 1_000, SECOND, 50)).startsWith(" 30%  300/1.00K rows").hasSize(49);
    }

    @Test
    void redrawsAtMostTenTimesASecondAndEndsWithANewline() {
        TerminalProgress progress = new TerminalProgress(err, true, 60, clock::get);

        progress.advanced(10, 100);
        clock.addAndGet(SECOND / 20);
        progress.advanced(20, 100);
        clock.addAndGet(SECOND / 20);
        progress.advanced(30, 100);
        clock.addAndGet(SECOND);
        progress.finish();

        String[] draws = written().split("\r", -1);
        assertThat(draws).hasSize(3);
        assertThat(draws[0]).isEmpty();
        assertThat(draws[1]).contains(" 10%  10/100 rows").hasSize(59);
        assertThat(draws[2]).contains(" 30%  30/100 rows").hasSize(60).endsWith("\n");
    }

    @Test
    void finishDrawsTheLastReportWhenItWasNotShownYet() {
        TerminalProgress progress = new TerminalProgress(err, true, 60, clock::get);

        progress.advanced(40, 100);
        clock.addAndGet(SECOND / 50);
        progress.advanced(100, 100);
        clock.addAndGet(SECOND);
        progress.finish();

        String[] draws = written().split("\r", -1);
        assertThat(draws).hasSize(3);
        assertThat(draws[2]).contains("100%  100/100 rows  5.00K rows/s  in 0:00").endsWith("\n");
    }

    @Test
    void finishWithoutAnyReportPrintsNothing() {
        new TerminalProgress(err, true, 60, clock::get).finish();

        assertThat(written()).isEmpty();
    }

    @Test
    void keepsTheLargestCountWhenReportsArriveOutOfOrder() {
        TerminalProgress progress = new TerminalProgress(err, true, 60, clock::get);

        progress.advanced(50, 100);
        clock.addAndGet(SECOND);
        progress.advanced(40, 100);

        assertThat(written()).doesNotContain(" 40%").contains(" 50%");
    }

    @Test
    void plainModePrintsALineAtEveryTenthAndNothingOnFinish() {
        TerminalProgress progress = new TerminalProgress(err, false, 80, clock::get);

        for (long done = 250; done <= 1000; done += 250) {
            clock.addAndGet(SECOND);
            progress.advanced(done, 1000);
        }
        progress.finish();

        assertThat(written()).isEqualTo("""
                Progress: 25% (250 of 1000 rows, 250 rows/s)
                Progress: 50% (500 of 1000 rows, 250 rows/s)
                Progress: 75% (750 of 1000 rows, 250 rows/s)
                Progress: 100% (1000 of 1000 rows, 250 rows/s)
                """.replace("\n", System.lineSeparator()));
    }

    @Test
    void widthComesFromColumnsWhenSensible() {
        assertThat(TerminalProgress.width("120")).isEqualTo(120);
        assertThat(TerminalProgress.width(null)).isEqualTo(80);
        assertThat(TerminalProgress.width("5")).isEqualTo(80);
        assertThat(TerminalProgress.width("wide")).isEqualTo(80);
    }

    @Test
    void clockShowsMinutesAndHours() {
        assertThat(TerminalProgress.clock(0)).isEqualTo("0:00");
        assertThat(TerminalProgress.clock(75)).isEqualTo("1:15");
        assertThat(TerminalProgress.clock(3 * 3600 + 62)).isEqualTo("3:01:02");
    }
}
