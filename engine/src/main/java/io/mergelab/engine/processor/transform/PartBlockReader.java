package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.RecycledLongs;
import io.mergelab.engine.column.Selections;
import io.mergelab.engine.plan.step.BlockTotals;
import io.mergelab.engine.plan.step.PrewhereInfo;
import io.mergelab.engine.plan.step.StoredIntegerComparison;
import io.mergelab.engine.plan.step.StringSizeFilter;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartColumnsReader;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.storage.serial.ComparedRows;
import io.mergelab.engine.storage.serial.IntegerTotals;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads blocks of whole granules of one part for a {@link MergeTreeSelectSource}, in the stream's column order; a
 * block's granules may come from several mark ranges ({@link BlockGranules}), each run of adjacent granules read in
 * one go. Without PREWHERE it reads every column of every block. With PREWHERE it works as ClickHouse's reader chain: the
 * first step reads its columns for the whole block and filters; each later step, and then the main reader (the
 * columns no step read), reads its columns only for the runs of granules still holding a passing row, seeking over
 * the rest; only passing rows are returned. A step with a {@link StringSizeFilter} first reads that String
 * column's sizes (for the rows still passing) and keeps the rows of an admitted length, so the step's own read of the
 * bytes skips the granules holding none and its condition compares only those rows. A step with a
 * {@link StoredIntegerComparison} over a block read in one go compares the values as stored and widens only the
 * passing rows ({@link PartColumnsReader#readCompared}). Counts what it reads; one reader
 * serves one thread.
 */
final class PartBlockReader implements AutoCloseable {
    private final PrewhereInfo prewhere;
    /** Per PREWHERE step, the reader of its columns ({@code null} when it reads none); empty without PREWHERE. */
    private final List<PartColumnsReader> stepReaders = new ArrayList<>();
    /**
     * Per PREWHERE step, the reader of the sizes its {@link StringSizeFilter} tests ({@code null} when it has none, or
     * the part has no sizes for the column, e.g. written with another type before an ALTER).
     */
    private final List<PartColumnsReader> sizeReaders = new ArrayList<>();
    /** Reads the columns no PREWHERE step reads (all, without PREWHERE); {@code null} when there are none. */
    private final PartColumnsReader main;
    /**
     * Per column the PREWHERE steps read (in read order), whether the output takes it: the last step drops the others
     * before it keeps its rows (and a comparison on stored values does not widen its column then), so a count() the
     * PREWHERE alone decides gets rows without columns.
     */
    private final boolean[] outputAfterSteps;
    /**
     * Per output column, its index among the columns kept after the steps (the steps' that {@link #outputAfterSteps}
     * keeps, first) and the main reader's (last).
     */
    private final int[] sources;
    private int[] lastSelection;
    private long rowsReadByPrewhere;
    private long rowsReadByMain;
    private int blockRows;
    private long blockBytes;

    PartBlockReader(DataPart part, List<String> columns, PrewhereInfo prewhere) {
        this.prewhere = prewhere;
        List<String> read = new ArrayList<>();
        List<String> rest = new ArrayList<>();
        try {
            if (prewhere != null) {
                for (PrewhereInfo.Step step : prewhere.steps()) {
                    StringSizeFilter sizes = step.sizes();
                    sizeReaders.add(sizes == null || part.column(sizes.sizesColumn()).isEmpty() ? null
                            : PartReader.open(part, List.of(sizes.sizesColumn())));
                    List<String> names = step.columns().names();
                    stepReaders.add(names.isEmpty() ? null : PartReader.open(part, names));
                    read.addAll(names);
                }
            }
            for (String c : columns) {
                if (!read.contains(c) && !rest.contains(c)) {
                    rest.add(c);
                }
            }
            main = rest.isEmpty() ? null : PartReader.open(part, rest);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        outputAfterSteps = new boolean[read.size()];
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < read.size(); i++) {
            outputAfterSteps[i] = columns.contains(read.get(i));
            if (outputAfterSteps[i]) {
                kept.add(read.get(i));
            }
        }
        kept.addAll(rest);
        sources = columns.stream().mapToInt(kept::indexOf).toArray();
    }

    /**
     * The passing rows of {@code granules} (of this reader's part), or {@code null} when none passes. Afterwards
     * {@link #lastSelection()} tells which rows of the block they are.
     */
    Chunk read(BlockGranules granules) {
        blockRows = granules.rows();
        blockBytes = 0;
        lastSelection = null;
        Passing passing = new Passing(blockRows);
        for (int s = 0; s < stepReaders.size(); s++) {
            boolean last = s == stepReaders.size() - 1;
            RunRead sparse = null;
            LongColumn sizes = null;
            if (sizeReaders.get(s) != null) {
                boolean wholeBlock = passing.selection == null;
                sizes = (LongColumn) readRows(sizeReaders.get(s), granules, passing.selection, passing.count,
                        Reading.PREWHERE, null).columns().get(0);
                boolean any = passing.keep(admitted(prewhere.steps().get(s).sizes(), sizes, passing.count));
                if (!any) {
                    RecycledLongs.giveBack(sizes.values());
                    return null;
                }
                if (wholeBlock && stepReaders.get(s).readsOneString()) {
                    sparse = sparseStrings(stepReaders.get(s), sizes.values());
                }
            }
            // the first step's columns of a block read in one go are only filtered: decoded into scratch, copied
            // out below (taken, or whole when every row passes) before anything else is read
            boolean transientRead = sparse == null && passing.selection == null && granules.runs().size() == 1
                    && stepReaders.get(s) != null;
            StoredIntegerComparison compared = prewhere.steps().get(s).compared();
            if (transientRead && compared != null && stepReaders.get(s).comparesStored()) {
                // the comparison runs on the values as stored: only the passing rows are widened to long, and none
                // when the step's one column (the next in read order) is dropped after it
                boolean widen = !last || outputAfterSteps[passing.have.size()];
                ComparedRows kept = stepReaders.get(s).readCompared(granules.mark(0),
                        granules.mark(granules.count() - 1) + 1, compared.low(), compared.high(), compared.negated(),
                        widen);
                rowsReadByPrewhere += blockRows;
                blockBytes += 8L * blockRows;
                if (widen) {
                    if (!passing.keep(kept.selection(), kept.kept())) {
                        return null;
                    }
                    if (last) {
                        passing.narrow(outputAfterSteps, 0);
                    }
                } else {
                    passing.narrow(outputAfterSteps, 0);
                    if (!passing.keep(kept.selection())) {
                        return null;
                    }
                }
                continue;
            }
            int readFrom = passing.have.size();
            // a step with sizes reads its bytes only in granules whose rows the size read already counted
            Reading reading = sizeReaders.get(s) != null ? Reading.PREWHERE_AFTER_SIZES : Reading.PREWHERE;
            Chunk read = transientRead ? counted(stepReaders.get(s).readTransient(granules.mark(0),
                    granules.mark(granules.count() - 1) + 1), reading)
                    : readRows(stepReaders.get(s), granules, passing.selection, passing.count, reading, sparse);
            if (sizes != null) {
                // the sizes served the admitted rows and the sparse read; the next block's sizes reuse the array
                RecycledLongs.giveBack(sizes.values());
            }
            if (read != null) {
                passing.have.addAll(read.columns());
            }
            int before = passing.count;
            int[] selected = prewhere.steps().get(s).condition().selectRows(new Chunk(passing.have, passing.count));
            if (last) {
                // the columns nothing after the condition needs are dropped before the kept rows are taken out
                readFrom = passing.narrow(outputAfterSteps, readFrom);
            }
            if (!passing.keep(selected)) {
                return null;
            }
            if (transientRead && passing.count == before) {
                passing.copyOutFrom(readFrom);
            }
        }
        Chunk rest = readRows(main, granules, passing.selection, passing.count, Reading.MAIN, null);
        if (rest != null) {
            passing.have.addAll(rest.columns());
        }
        lastSelection = passing.selection;
        List<Column> out = new ArrayList<>(sources.length);
        for (int source : sources) {
            out.add(passing.have.get(source));
        }
        return new Chunk(out, passing.count);
    }

    /**
     * The one row {@code totals} makes of {@code granules} (of this reader's part, read without PREWHERE): its columns
     * are totalled as stored ({@link PartColumnsReader#readTotals}), no rows are output. Counts the block as read whole.
     */
    Chunk readTotals(BlockGranules granules, BlockTotals totals) {
        blockRows = granules.rows();
        lastSelection = null;
        IntegerTotals[] of = totals.newTotals();
        if (main != null) {
            for (MarkRange run : granules.runs()) {
                main.readTotals(run.begin(), run.end(), of);
            }
        }
        rowsReadByMain += blockRows;
        // the bytes the columns would take decoded, as a read of the rows counts them
        blockBytes = 8L * blockRows * totals.columns().size();
        return totals.row(blockRows, of);
    }

    /** The rows of a block still passing while its steps run, and the columns read for them so far. */
    private static final class Passing {
        private List<Column> have = new ArrayList<>();
        /** Block row numbers of the rows still passing, ascending; null while all pass. */
        private int[] selection;
        private int count;

        Passing(int rows) {
            count = rows;
        }

        /** Keeps the rows {@code kept} (a selection of the passing rows) picks; false when it picks none. */
        boolean keep(int[] kept) {
            int keptCount = Selections.count(kept);
            if (keptCount == 0) {
                return false;
            }
            if (keptCount < count) {
                have = take(have, kept, keptCount);
                selection = compose(selection, kept, keptCount);
                count = keptCount;
            }
            return true;
        }

        /**
         * Keeps the rows {@code kept} picks (a selection of the passing rows) and adds {@code column}, read for those
         * rows alone; false when it picks none.
         */
        boolean keep(int[] kept, Column column) {
            if (!keep(kept)) {
                return false;
            }
            have.add(column);
            return true;
        }

        /**
         * Drops the columns read so far that {@code output} (per column read, in read order) does not keep; returns
         * where the column read at {@code index} or the first kept after it is now.
         */
        int narrow(boolean[] output, int index) {
            List<Column> kept = new ArrayList<>(have.size());
            int at = 0;
            for (int c = 0; c < have.size(); c++) {
                if (output[c]) {
                    kept.add(have.get(c));
                } else if (c < index) {
                    at++;
                }
            }
            have = kept;
            return index - at;
        }

        /** Replaces the columns from {@code first} on that may be scratch (integers) with copies of their rows. */
        void copyOutFrom(int first) {
            for (int c = first; c < have.size(); c++) {
                if (have.get(c) instanceof LongColumn scratch) {
                    have.set(c, scratch.slice(0, count));
                }
            }
        }
    }

    /** Reads some rows of a run of granules: {@code rows} (ascending, counted from the run's first row). */
    private interface RunRead {
        Chunk read(int beginMark, int endMark, int runStart, int[] rows, int count);
    }

    /**
     * {@code reader}'s columns for the {@code count} rows of the block at {@code selection} (all rows when
     * {@code null}), reading only the runs of adjacent granules that hold one of them; {@code null} without a reader.
     * {@code sparse} (or null) reads a run's selected rows itself, instead of reading the run whole and taking them.
     */
    private Chunk readRows(PartColumnsReader reader, BlockGranules granules, int[] selection, int count,
                           Reading reading, RunRead sparse) {
        if (reader == null) {
            return null;
        }
        List<Chunk> pieces = new ArrayList<>();
        if (selection == null) {
            for (MarkRange run : granules.runs()) {
                pieces.add(counted(reader.read(run.begin(), run.end()), reading));
            }
            return Columns.concatChunks(pieces);
        }
        int next = 0;
        int g = 0;
        while (next < count) {
            // skip to the granule holding the next row, then extend the run while adjacent granules hold selected rows
            while (granules.start(g + 1) <= selection[next]) {
                g++;
            }
            int runBegin = g;
            int runStart = granules.start(runBegin);
            int first = next;
            do {
                while (next < count && selection[next] < granules.start(g + 1)) {
                    next++;
                }
                g++;
            } while (g < granules.count() && next < count && selection[next] < granules.start(g + 1)
                    && granules.continues(g));
            int taken = next - first;
            int[] rows = new int[taken];
            for (int i = 0; i < taken; i++) {
                rows[i] = selection[first + i] - runStart;
            }
            if (sparse != null) {
                pieces.add(sparse.read(granules.mark(runBegin), granules.mark(g - 1) + 1, runStart, rows, taken));
                continue;
            }
            int runRows = granules.start(g) - runStart;
            // a run only some of whose rows are kept is read into scratch: take copies those out before the next read
            Chunk run = counted(taken == runRows ? reader.read(granules.mark(runBegin), granules.mark(g - 1) + 1)
                    : reader.readTransient(granules.mark(runBegin), granules.mark(g - 1) + 1), reading);
            pieces.add(taken == run.rows() ? run : run.take(rows, taken));
        }
        return Columns.concatChunks(pieces);
    }

    /**
     * Reads a String's selected rows from the bytes stream alone, with the lengths a size step read for every row of
     * the block ({@code lengths[r]} for block row r); counts each run's bytes as a whole read of it (the size step
     * counted its rows).
     */
    private RunRead sparseStrings(PartColumnsReader reader, long[] lengths) {
        return (beginMark, endMark, runStart, rows, count) -> {
            Chunk read = reader.readStringRows(beginMark, endMark, lengths, runStart, rows, count);
            int runRows = (int) reader.part().rows(new MarkRange(beginMark, endMark));
            // the read summed the run's lengths as it passed over them: no pass of its own over the sizes
            blockBytes += 4L * (runRows + 1) + reader.lastRangeValueBytes();
            return read;
        };
    }

    /** The rows (a selection, see {@link Selections}) whose size {@code filter} admits. */
    private static int[] admitted(StringSizeFilter filter, LongColumn sizes, int rows) {
        long[] values = sizes.values();
        // in the thread's scratch, copied out as long as the rows kept: a fresh array per block cost more than the test
        int[] out = Selections.scratch(rows);
        int n = 0;
        if (filter.lengths().length == 1) {
            // 8 rows tested at once, then only the groups holding a match row by row: where the sizes tell rows apart,
            // few rows have the constant's length
            long length = filter.lengths()[0];
            int i = 0;
            for (; i + 8 <= rows; i += 8) {
                if ((values[i] == length | values[i + 1] == length | values[i + 2] == length | values[i + 3] == length
                        | values[i + 4] == length | values[i + 5] == length | values[i + 6] == length
                        | values[i + 7] == length)) {
                    for (int j = i; j < i + 8; j++) {
                        out[n] = j;
                        n += values[j] == length ? 1 : 0;
                    }
                }
            }
            for (; i < rows; i++) {
                out[n] = i;
                n += values[i] == length ? 1 : 0;
            }
        } else {
            for (int i = 0; i < rows; i++) {
                out[n] = i;
                n += filter.admits(values[i]) ? 1 : 0;
            }
        }
        return Selections.finish(out, n);
    }

    /** Counts a read's bytes, and its {@code read.rows()} granule rows as {@code reading} says. */
    private Chunk counted(Chunk read, Reading reading) {
        switch (reading) {
            case PREWHERE -> rowsReadByPrewhere += read.rows();
            case MAIN -> rowsReadByMain += read.rows();
            case PREWHERE_AFTER_SIZES -> {
            }
        }
        blockBytes += read.byteSize();
        return read;
    }

    /** Whose rows a read counts: a PREWHERE step's, the main reader's, or none (a step's bytes after its sizes). */
    private enum Reading {
        PREWHERE,
        PREWHERE_AFTER_SIZES,
        MAIN
    }

    private static List<Column> take(List<Column> columns, int[] rows, int count) {
        List<Column> out = new ArrayList<>(columns.size());
        for (Column c : columns) {
            out.add(c.take(rows, count));
        }
        return out;
    }

    /**
     * Block row numbers of the {@code count} rows {@code kept} picks out of the rows at {@code selection}: {@code kept}
     * itself while every row passed (its slot past the rows, the count, is never read: readers of a selection take
     * the count apart).
     */
    private static int[] compose(int[] selection, int[] kept, int count) {
        if (selection == null) {
            return kept;
        }
        int[] out = new int[count];
        for (int i = 0; i < count; i++) {
            out[i] = selection[kept[i]];
        }
        return out;
    }

    /** Row numbers within the last block read of the rows returned, or {@code null} when all were returned. */
    int[] lastSelection() {
        return lastSelection;
    }

    long rowsReadByPrewhere() {
        return rowsReadByPrewhere;
    }

    long rowsReadByMain() {
        return rowsReadByMain;
    }

    /** Rows of the granules of the last block read (read_rows counts them all). */
    int blockRows() {
        return blockRows;
    }

    /** Uncompressed bytes of the columns read for the last block, before filtering (read_bytes). */
    long blockBytes() {
        return blockBytes;
    }

    /** Marks files found in the mark cache ({@code [0]}) and loaded from disk ({@code [1]}) when the readers opened. */
    int[] markCacheLookups() {
        int[] lookups = new int[2];
        List<PartColumnsReader> all = new ArrayList<>(stepReaders);
        all.addAll(sizeReaders);
        all.add(main);
        for (PartColumnsReader r : all) {
            if (r != null) {
                lookups[0] += r.markCacheHits();
                lookups[1] += r.markCacheMisses();
            }
        }
        return lookups;
    }

    @Override
    public void close() {
        for (PartColumnsReader r : sizeReaders) {
            if (r != null) {
                r.close();
            }
        }
        for (PartColumnsReader r : stepReaders) {
            if (r != null) {
                r.close();
            }
        }
        if (main != null) {
            main.close();
        }
    }
}
