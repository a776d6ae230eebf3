package io.mergelab.profiler.parts;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;

/**
 * An active part count over time as steps, in two primitive arrays: from {@code timeMicros(i)} on (until the next
 * step) there were {@code activeParts(i)} active parts. A timeline of 100,000 events holds about as many steps, so
 * they are not boxed one by one. Immutable.
 */
public final class CountSteps {
    private final long[] timesMicros;
    private final int[] counts;

    /** Takes both arrays as they are: the builder hands them over and keeps no reference. */
    private CountSteps(long[] timesMicros, int[] counts) {
        this.timesMicros = timesMicros;
        this.counts = counts;
    }

    public int size() {
        return counts.length;
    }

    public long timeMicros(int i) {
        return timesMicros[i];
    }

    public int activeParts(int i) {
        return counts[i];
    }

    /** The largest count reached; 0 when there are no steps. */
    public int peak() {
        int max = 0;
        for (int c : counts) {
            max = Math.max(max, c);
        }
        return max;
    }

    /** The count at the end; 0 when there are no steps. */
    public int last() {
        return counts.length == 0 ? 0 : counts[counts.length - 1];
    }

    /** The count in force at {@code timeMicros}: the last step at or before it; 0 before the first. */
    public int at(long timeMicros) {
        int i = Arrays.binarySearch(timesMicros, timeMicros);
        if (i < 0) {
            i = -i - 2; // the step before the insertion point
        } else {
            while (i + 1 < timesMicros.length && timesMicros[i + 1] == timeMicros) {
                i++; // the last of several steps at one instant
            }
        }
        return i < 0 ? 0 : counts[i];
    }

    /** The steps as records, for reading a few of them (each call of {@code get} makes one). */
    public List<CountStep> asList() {
        return new AbstractList<>() {
            @Override
            public CountStep get(int index) {
                return new CountStep(timesMicros[index], counts[index]);
            }

            @Override
            public int size() {
                return counts.length;
            }
        };
    }

    /**
     * The steps read over {@code buckets} evenly spaced spans from {@code fromMicros} to {@code toMicros}: the largest
     * count in force during each span, so a short pile-up of parts still shows in a trend of fixed width.
     */
    public int[] sample(long fromMicros, long toMicros, int buckets) {
        int[] out = new int[buckets];
        long span = Math.max(1, toMicros - fromMicros);
        int next = 0;
        int count = 0;
        for (int b = 0; b < buckets; b++) {
            long end = fromMicros + span * (b + 1) / buckets;
            int max = count;
            while (next < counts.length && timesMicros[next] <= end) {
                count = counts[next++];
                max = Math.max(max, count);
            }
            out[b] = max;
        }
        return out;
    }

    /** Appends steps to growing arrays. */
    static final class Builder {
        private long[] times;
        private int[] counts;
        private int size;

        Builder(int capacity) {
            times = new long[Math.max(4, capacity)];
            counts = new int[times.length];
        }

        /** A new step, or, at the same instant as the last one and when {@code sameInstantReplaces}, its new count. */
        void add(long timeMicros, int count, boolean sameInstantReplaces) {
            if (sameInstantReplaces && size > 0 && times[size - 1] == timeMicros) {
                counts[size - 1] = count;
                return;
            }
            if (size == times.length) {
                times = Arrays.copyOf(times, size * 2);
                counts = Arrays.copyOf(counts, size * 2);
            }
            times[size] = timeMicros;
            counts[size] = count;
            size++;
        }

        long lastTimeMicros() {
            return times[size - 1];
        }

        /** The steps so far; the builder is not used after (its arrays are handed over when full). */
        CountSteps build() {
            CountSteps built = size == times.length ? new CountSteps(times, counts)
                    : new CountSteps(Arrays.copyOf(times, size), Arrays.copyOf(counts, size));
            times = null;
            counts = null;
            return built;
        }
    }
}
