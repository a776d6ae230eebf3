package io.mergelab.engine.processor.transform;

import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The granules of one part that one read block holds, in ascending mark order: as ClickHouse's range reader fills a
 * block across the mark ranges of a read task, they may come from several ranges, with gaps between them. Block row
 * {@code r} belongs to granule {@code i} when {@code start(i) <= r < start(i + 1)}.
 */
final class BlockGranules {
    private final DataPart part;
    private final int[] marks;
    /** Block row at which each granule starts; one more entry than granules, the last being the block's rows. */
    private final int[] starts;
    private final int count;

    private BlockGranules(DataPart part, int[] marks, int[] starts, int count) {
        this.part = part;
        this.marks = marks;
        this.starts = starts;
        this.count = count;
    }

    DataPart part() {
        return part;
    }

    int count() {
        return count;
    }

    int mark(int i) {
        return marks[i];
    }

    /** The block row at which granule {@code i} starts ({@code rows()} for {@code i == count()}). */
    int start(int i) {
        return starts[i];
    }

    int rows() {
        return starts[count];
    }

    /** The marks, one per granule. */
    int[] marks() {
        return Arrays.copyOf(marks, count);
    }

    /** Rows per granule, in granule order. */
    int[] rowsPerGranule() {
        int[] rows = new int[count];
        for (int i = 0; i < count; i++) {
            rows[i] = starts[i + 1] - starts[i];
        }
        return rows;
    }

    /** Whether granules {@code i - 1} and {@code i} are adjacent in the part (no seek between them). */
    boolean continues(int i) {
        return marks[i] == marks[i - 1] + 1;
    }

    /** The block's granules as mark ranges of adjacent granules, in order. */
    List<MarkRange> runs() {
        List<MarkRange> runs = new ArrayList<>();
        int begin = 0;
        for (int i = 1; i <= count; i++) {
            if (i == count || !continues(i)) {
                runs.add(new MarkRange(marks[begin], marks[i - 1] + 1));
                begin = i;
            }
        }
        return runs;
    }

    /**
     * The part row numbers of the block rows at {@code selection} ({@code count} ascending block rows), or of every
     * block row when {@code selection} is {@code null}.
     */
    long[] partRows(int[] selection, int rows) {
        long[] out = new long[rows];
        int g = 0;
        for (int i = 0; i < rows; i++) {
            int r = selection == null ? i : selection[i];
            while (starts[g + 1] <= r) {
                g++;
            }
            out[i] = part.markStartRow(marks[g]) + (r - starts[g]);
        }
        return out;
    }

    /** Collects a block's granules in ascending mark order. */
    static final class Builder {
        private final DataPart part;
        private int[] marks = new int[8];
        private int[] starts = new int[9];
        private int count;

        Builder(DataPart part) {
            this.part = part;
        }

        /** Rows of the granules added so far. */
        int rows() {
            return starts[count];
        }

        void add(int mark) {
            if (count == marks.length) {
                marks = Arrays.copyOf(marks, 2 * count);
                starts = Arrays.copyOf(starts, 2 * count + 1);
            }
            marks[count] = mark;
            starts[count + 1] = starts[count] + part.granuleRows(mark);
            count++;
        }

        BlockGranules build() {
            return new BlockGranules(part, marks, starts, count);
        }
    }
}
