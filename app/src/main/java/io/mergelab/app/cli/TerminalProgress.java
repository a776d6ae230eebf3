package io.mergelab.app.cli;

import io.mergelab.app.data.RowCount;
import io.mergelab.sampledata.load.LoadProgress;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Progress of a load or export on stderr. On a terminal, one line redrawn in place ({@code \r}) at most ten times a
 * second: a bar, the percentage, rows done/total, rows/s and the time left; {@link #finish} draws the final state and
 * ends the line. When stderr is not a terminal (a pipe, a log file, a test), a plain line at every tenth of the rows,
 * so a log shows progress without filling up.
 */
final class TerminalProgress implements LoadProgress {
    static final long REDRAW_INTERVAL_NANOS = 100_000_000L;
    static final int DEFAULT_WIDTH = 80;
    private static final int MIN_BAR = 10;

    private final PrintStream err;
    private final boolean terminal;
    private final int width;
    private final LongSupplier nanoClock;
    private final long startNanos;
    private long done;
    private long total;
    private long lastDrawNanos;
    private boolean drawn;
    private long drawnDone;
    private long reportNanos;
    private int tenthsPrinted;

    TerminalProgress(PrintStream err, boolean terminal, int width, LongSupplier nanoClock) {
        this.err = err;
        this.terminal = terminal;
        this.width = width;
        this.nanoClock = nanoClock;
        this.startNanos = nanoClock.getAsLong();
    }

    /** Progress on {@code err}, drawn as a bar when the process has a console; the width from {@code $COLUMNS}. */
    static TerminalProgress on(PrintStream err, Map<String, String> environment) {
        return new TerminalProgress(err, System.console() != null, width(environment.get("COLUMNS")), System::nanoTime);
    }

    static int width(String columns) {
        try {
            int w = columns == null ? DEFAULT_WIDTH : Integer.parseInt(columns.strip());
            return w >= 20 ? w : DEFAULT_WIDTH;
        } catch (NumberFormatException e) {
            return DEFAULT_WIDTH;
        }
    }

    @Override
    public synchronized void advanced(long rowsDone, long rowsTotal) {
        // Workers report concurrently, so a smaller count may arrive after a larger one.
        done = Math.max(done, rowsDone);
        total = rowsTotal;
        long now = nanoClock.getAsLong();
        reportNanos = now;
        if (terminal) {
            if (!drawn || now - lastDrawNanos >= REDRAW_INTERVAL_NANOS) {
                draw(now);
            }
        } else if (total > 0) {
            int tenths = (int) Math.min(10, done * 10 / total);
            if (tenths > tenthsPrinted) {
                tenthsPrinted = tenths;
                err.println(plainLine(done, total, now - startNanos));
            }
        }
    }

    /** Ends the progress display: the last report on the terminal (unless shown already) and a line break. */
    synchronized void finish() {
        if (terminal && total > 0) {
            if (!drawn || drawnDone != done) {
                draw(reportNanos);
            }
            err.print('\n');
            err.flush();
        }
    }

    private void draw(long now) {
        err.print('\r' + line(done, total, now - startNanos, width));
        err.flush();
        lastDrawNanos = now;
        drawn = true;
        drawnDone = done;
    }

    /**
     * The terminal line, exactly {@code width - 1} characters (the last column is left free so the terminal does not
     * wrap): {@code [#####.....]  50%  500K/1.00M rows  250K rows/s  ETA 0:02}; when done, the elapsed time instead of
     * the ETA. A terminal too narrow for the bar gets the text alone.
     */
    static String line(long done, long total, long elapsedNanos, int width) {
        double fraction = total == 0 ? 1 : Math.min(1, (double) done / total);
        String text = String.format(Locale.ROOT, "%3d%%  %s/%s rows  %s rows/s  %s", (int) (fraction * 100),
                RowCount.compact(done), RowCount.compact(total), RowCount.compact(rate(done, elapsedNanos)),
                done >= total ? "in " + clock(elapsedNanos / 1_000_000_000L) : "ETA " + eta(done, total, elapsedNanos));
        int room = width - 1;
        int barWidth = room - text.length() - 3;
        StringBuilder b = new StringBuilder(room);
        if (barWidth >= MIN_BAR) {
            int filled = (int) (fraction * barWidth);
            b.append('[').append("#".repeat(filled)).append(".".repeat(barWidth - filled)).append("] ");
        }
        b.append(text);
        if (b.length() > room) {
            b.setLength(room);
        }
        while (b.length() < room) {
            b.append(' ');
        }
        return b.toString();
    }

    /** The plain progress line: {@code Progress: 30% (300000 of 1000000 rows, 150K rows/s)}. */
    static String plainLine(long done, long total, long elapsedNanos) {
        return String.format(Locale.ROOT, "Progress: %d%% (%d of %d rows, %s rows/s)", total == 0 ? 100 : done * 100 / total,
                done, total, RowCount.compact(rate(done, elapsedNanos)));
    }

    static double rate(long rows, long elapsedNanos) {
        return elapsedNanos <= 0 ? 0 : rows * 1e9 / elapsedNanos;
    }

    private static String eta(long done, long total, long elapsedNanos) {
        if (done == 0 || elapsedNanos <= 0) {
            return "--:--";
        }
        double secondsLeft = (total - done) * (elapsedNanos / 1e9) / done;
        return clock((long) Math.ceil(secondsLeft));
    }

    /** Seconds as {@code m:ss}, or {@code h:mm:ss} from an hour on. */
    static String clock(long seconds) {
        long h = seconds / 3600;
        long m = seconds / 60 % 60;
        long s = seconds % 60;
        return h > 0 ? String.format(Locale.ROOT, "%d:%02d:%02d", h, m, s) : String.format(Locale.ROOT, "%d:%02d", m, s);
    }
}
