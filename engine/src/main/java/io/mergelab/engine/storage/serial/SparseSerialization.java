package io.mergelab.engine.storage.serial;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.RecycledLongs;
import io.mergelab.engine.column.Selections;
import java.util.Arrays;
import java.util.List;

/**
 * A fixed-width integer column stored sparse (ClickHouse's sparse serialization, our own layout): only the rows whose
 * value is not 0 are stored. Two substreams:
 * <ul>
 *   <li>{@code <c>.sparse.idx}: per run of rows written at once (a granule starts a run and a run never crosses one),
 *       UInt32 rows of the run, UInt32 n, then the n ascending offsets of the run's non-zero rows as UInt32;</li>
 *   <li>{@code <c>}: those rows' values only, at the column's width, as {@link FixedLongSerialization} stores them.</li>
 * </ul>
 * Every mark of both streams points at the start of a run, so ranges read as in a dense column. A read expands the
 * values into the dense column the engine expects; {@link #readCompared} and {@link #readTotals} work on the stored
 * values without expanding them.
 */
public final class SparseSerialization extends Serialization {
    /** The suffix of the positions substream, ClickHouse's name for its offsets stream. */
    public static final String POSITIONS_SUFFIX = ".sparse.idx";
    private static final int POSITION_WIDTH = 4;
    private static final LongDecoder POSITIONS = LongDecoder.of(POSITION_WIDTH, false);

    private final FixedLongSerialization values;

    public SparseSerialization(FixedLongSerialization values) {
        super(values.type());
        this.values = values;
    }

    /** Whether a column of this dense serialization can be stored sparse: integer-backed, at the top of its type. */
    public static boolean supports(Serialization dense) {
        return dense instanceof FixedLongSerialization;
    }

    public FixedLongSerialization values() {
        return values;
    }

    @Override
    public int streamCount() {
        return 2;
    }

    @Override
    public void streamSuffixes(String prefix, List<String> out) {
        out.add(prefix + POSITIONS_SUFFIX);
        out.add(prefix);
    }

    @Override
    public void write(Column column, int from, int to, ByteSink[] sinks, int first) {
        long[] v = ((LongColumn) column).values();
        int n = 0;
        for (int r = from; r < to; r++) {
            if (v[r] != 0) {
                n++;
            }
        }
        long[] offsets = new long[n + 2];
        long[] kept = new long[n];
        offsets[0] = to - from;
        offsets[1] = n;
        int k = 0;
        for (int r = from; r < to; r++) {
            if (v[r] != 0) {
                offsets[k + 2] = r - from;
                kept[k++] = v[r];
            }
        }
        sinks[first].putLongs(offsets, 0, n + 2, POSITION_WIDTH);
        sinks[first + 1].putLongs(kept, 0, n, values.width());
    }

    /**
     * Reads the positions of the non-zero rows among the next {@code rows} rows into {@code positions[0, n)} (row
     * numbers from the first of them) and returns n; {@code positions} holds at least {@code rows + 2} values.
     */
    private static int readPositions(ByteSource source, int rows, long[] positions) {
        int n = 0;
        int base = 0;
        while (base < rows) {
            source.readLongs(positions, n, 2, POSITIONS);
            long runRows = positions[n];
            long inRun = positions[n + 1];
            if (runRows <= 0 || base + runRows > rows || inRun > runRows) {
                throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Sparse column positions: a run of " + runRows
                        + " rows holding " + inRun + " values at row " + base + " of " + rows);
            }
            source.readLongs(positions, n, (int) inRun, POSITIONS);
            if (inRun > 0 && positions[n + (int) inRun - 1] >= runRows) {
                throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Sparse column positions: offset "
                        + positions[n + (int) inRun - 1] + " in a run of " + runRows + " rows");
            }
            for (int i = n; i < n + inRun; i++) {
                positions[i] += base;
            }
            n += (int) inRun;
            base += (int) runRows;
        }
        return n;
    }

    @Override
    public Column read(ByteSource[] sources, int first, int rows) {
        return readInto(RecycledLongs.take(rows), sources, first, rows);
    }

    @Override
    public Column readTransient(ByteSource[] sources, int first, int rows, int slot) {
        long[] scratch = ReadScratch.longs(slot, rows);
        return scratch == null ? read(sources, first, rows) : readInto(scratch, sources, first, rows);
    }

    private Column readInto(long[] out, ByteSource[] sources, int first, int rows) {
        long[] positions = ReadScratch.positions(rows + 2);
        int n = readPositions(sources[first], rows, positions);
        long[] kept = new long[n];
        sources[first + 1].readLongs(kept, 0, n, values.decoder());
        Arrays.fill(out, 0, rows, 0L);
        for (int i = 0; i < n; i++) {
            out[(int) positions[i]] = kept[i];
        }
        return new LongColumn(type, out, rows);
    }

    /**
     * {@link FixedLongSerialization#readCompared} for a sparse column: the comparison runs on the stored non-zero values
     * only, and once for the zero every other row holds; the rows passing are the non-zero ones that pass, or, when
     * zero passes, every row but the non-zero ones that fail. Without {@code widen} only the rows are kept, no values.
     */
    public ComparedRows readCompared(ByteSource[] sources, int first, int rows, long low, long high, boolean negated,
                                     boolean widen) {
        long[] positions = ReadScratch.positions(rows + 2);
        int n = readPositions(sources[first], rows, positions);
        int width = values.width();
        byte[] raw = ReadScratch.bytes(n * width);
        sources[first + 1].readBytes(raw, 0, n * width);
        int[] passing = StoredComparison.select(raw, width, values.signed(), low, high, negated, n);
        int passed = Selections.count(passing);
        boolean zeroPasses = (low <= 0 && 0 <= high) != negated;
        if (!zeroPasses && passed == 0) {
            return new ComparedRows(passing, null);
        }
        if (!widen) {
            return new ComparedRows(zeroPasses ? zerosAndPassing(positions, n, passing, passed, rows, null, null)
                    : rowsOf(passing, passed, positions), null);
        }
        // the few stored values widened at once: a gather from them is a plain array read (StoredComparison.take's
        // per-value loads from the bytes took a third of Q2's samples)
        long[] stored = ReadScratch.stored(n);
        values.decoder().decode(raw, 0, stored, 0, n);
        if (!zeroPasses) {
            long[] kept = new long[passed];
            for (int i = 0; i < passed; i++) {
                kept[i] = stored[passing[i]];
                passing[i] = (int) positions[passing[i]];
            }
            return new ComparedRows(passing, new LongColumn(type, kept, passed));
        }
        int keptRows = rows - (n - passed);
        if (keptRows == 0) {
            return new ComparedRows(Selections.finish(Selections.scratch(0), 0), null);
        }
        long[] kept = keptRows == rows ? RecycledLongs.take(rows) : new long[keptRows];
        return new ComparedRows(zerosAndPassing(positions, n, passing, passed, rows, stored, kept),
                new LongColumn(type, kept, keptRows));
    }

    /** The stored values' selection {@code passing} turned into the block's rows (in place). */
    private static int[] rowsOf(int[] passing, int passed, long[] positions) {
        for (int i = 0; i < passed; i++) {
            passing[i] = (int) positions[passing[i]];
        }
        return passing;
    }

    /**
     * The block's rows holding a zero or one of the stored values {@code passing} picks (of the {@code n} stored at
     * {@code positions}): every row but the non-zero ones that fail. With {@code kept}, their values go there too (0,
     * or the picked one of {@code stored}); without, only the rows are wanted.
     */
    private static int[] zerosAndPassing(long[] positions, int n, int[] passing, int passed, int rows, long[] stored,
                                         long[] kept) {
        int keptRows = rows - (n - passed);
        int[] selection = new int[keptRows + 1];
        int out = 0;
        int next = 0;
        int p = 0;
        for (int i = 0; i < n; i++) {
            int row = (int) positions[i];
            for (; next < row; next++) {
                if (kept != null) {
                    kept[out] = 0;
                }
                selection[out++] = next;
            }
            if (p < passed && passing[p] == i) {
                if (kept != null) {
                    kept[out] = stored[i];
                }
                selection[out++] = row;
                p++;
            }
            next = row + 1;
        }
        for (; next < rows; next++) {
            if (kept != null) {
                kept[out] = 0;
            }
            selection[out++] = next;
        }
        selection[keptRows] = keptRows;
        return selection;
    }

    /** Adds the next {@code rows} values to {@code totals}: the stored non-zero ones, and the zeros by their count. */
    public void readTotals(ByteSource[] sources, int first, int rows, IntegerTotals totals) {
        long[] positions = ReadScratch.positions(rows + 2);
        int n = readPositions(sources[first], rows, positions);
        sources[first + 1].totalLongs(totals, n, values.width(), values.signed());
        totals.addZeros(rows - n);
    }

    @Override
    public long rangeBytes(Column column, int from, int to) {
        return values.rangeBytes(column, from, to);
    }

    /** A row's bytes as a dense column would take them: granules are cut as for the dense column. */
    @Override
    public int fixedRowBytes() {
        return values.fixedRowBytes();
    }
}
