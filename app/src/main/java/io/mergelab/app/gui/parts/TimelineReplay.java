package io.mergelab.app.gui.parts;

import io.mergelab.profiler.parts.MergeTimeline;
import io.mergelab.profiler.parts.PartitionTimeline;
import io.mergelab.profiler.parts.PartsFormat;
import io.mergelab.profiler.parts.RunMark;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;

/**
 * Replays a recorded load on the merge timeline: a cursor that plays through the part log and the runs at a chosen
 * speed, pauses, or is scrubbed to any moment, with what stood at the cursor: the active parts of the table and its
 * busiest partition, and the latest run before it with its latency and the parts it read. The screen moves the clock
 * ({@link #advance}) and shades what the cursor has not reached yet.
 */
public final class TimelineReplay {
    /** Times real time the cursor moves while playing. */
    static final List<Integer> SPEEDS = List.of(1, 10, 60, 600, 3600);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS", Locale.ROOT)
            .withZone(ZoneId.systemDefault());

    private final ReadOnlyLongWrapper cursorMicros = new ReadOnlyLongWrapper();
    private final ReadOnlyDoubleWrapper position = new ReadOnlyDoubleWrapper();
    private final BooleanProperty playing = new SimpleBooleanProperty(false);
    private final IntegerProperty speed = new SimpleIntegerProperty(60);
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("");
    private MergeTimeline timeline;
    private List<RunMark> runs = List.of();
    /** The runs' start times, in the order of {@link #runs}, to find the latest run before the cursor by search. */
    private long[] runStartsMicros = new long[0];
    /** Whether the cursor was moved since the first timeline; if not, a new timeline puts it at its end. */
    private boolean moved;

    /** Takes a new read of the table: the cursor stays where it was (at the end until the replay is used). */
    void load(MergeTimeline now, List<RunMark> runsNow) {
        timeline = now;
        runs = runsNow.stream().sorted((a, b) -> a.startedAt().compareTo(b.startedAt())).toList();
        runStartsMicros = runs.stream().mapToLong(r -> micros(r.startedAt())).toArray();
        moveTo(moved ? Math.min(Math.max(cursorMicros.get(), now.fromMicros()), now.toMicros()) : now.toMicros());
    }

    /** Plays from the cursor; from the start when the cursor is at the end. */
    public void play() {
        if (timeline == null) {
            return;
        }
        moved = true;
        if (cursorMicros.get() >= timeline.toMicros()) {
            moveTo(timeline.fromMicros());
        }
        playing.set(true);
    }

    public void pause() {
        playing.set(false);
    }

    /** Moves the cursor to {@code fraction} (0 to 1) of the timeline. */
    public void scrub(double fraction) {
        if (timeline == null) {
            return;
        }
        moved = true;
        double f = Math.max(0, Math.min(1, fraction));
        moveTo(timeline.fromMicros() + Math.round((timeline.toMicros() - timeline.fromMicros()) * f));
    }

    /** While playing, moves the cursor by {@code elapsedMillis} of real time at the speed; stops at the end. */
    public void advance(long elapsedMillis) {
        if (!playing.get() || timeline == null) {
            return;
        }
        long next = cursorMicros.get() + elapsedMillis * 1000L * speed.get();
        if (next >= timeline.toMicros()) {
            next = timeline.toMicros();
            playing.set(false);
        }
        moveTo(next);
    }

    /** Moves the cursor; the position first, so a listener of the cursor reads the position that goes with it. */
    private void moveTo(long micros) {
        long span = Math.max(1, timeline.toMicros() - timeline.fromMicros());
        position.set((double) (micros - timeline.fromMicros()) / span);
        note.set(noteAt(micros));
        cursorMicros.set(micros);
    }

    private String noteAt(long micros) {
        StringBuilder text = new StringBuilder(TIME.format(instant(micros))).append(" · ")
                .append(PartsFormat.counted(timeline.total().at(micros), "active part", "active parts"));
        PartitionTimeline busiest = null;
        int most = -1;
        for (PartitionTimeline p : timeline.partitions()) {
            int count = p.steps().at(micros);
            if (count > most) {
                most = count;
                busiest = p;
            }
        }
        if (busiest != null && timeline.partitions().size() > 1) {
            text.append(" (most in ").append(busiest.partitionId()).append(": ").append(most).append(")");
        }
        int started = startedBy(micros);
        RunMark latest = started == 0 ? null : runs.get(started - 1);
        if (latest == null) {
            text.append(" · no run yet");
        } else {
            text.append(String.format(Locale.ROOT, " · latest run %.1f ms", latest.latencyMillis()));
            if (!latest.partsText().isEmpty()) {
                text.append(", read ").append(latest.partsText());
            }
        }
        return text.toString();
    }

    /** How many runs started at or before {@code micros} (a search: the note follows the cursor at every tick). */
    private int startedBy(long micros) {
        int low = 0;
        int high = runStartsMicros.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (runStartsMicros[mid] <= micros) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    private static Instant instant(long micros) {
        return Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000), Math.floorMod(micros, 1_000_000) * 1000L);
    }

    private static long micros(Instant instant) {
        return instant.getEpochSecond() * 1_000_000 + instant.getNano() / 1000;
    }

    /** The cursor, in microseconds since the epoch. */
    public ReadOnlyLongProperty cursorMicrosProperty() {
        return cursorMicros.getReadOnlyProperty();
    }

    /** The cursor as a fraction of the timeline, 0 to 1, for the scrub slider. */
    public ReadOnlyDoubleProperty positionProperty() {
        return position.getReadOnlyProperty();
    }

    public BooleanProperty playingProperty() {
        return playing;
    }

    /** One of {@link #SPEEDS}: seconds of the recording per second of replay. */
    public IntegerProperty speedProperty() {
        return speed;
    }

    /** What stood at the cursor: time, active parts, the latest run. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }
}
