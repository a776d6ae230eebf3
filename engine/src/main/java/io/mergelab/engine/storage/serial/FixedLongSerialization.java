package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.RecycledLongs;
import io.mergelab.engine.column.Selections;
import io.mergelab.engine.type.DataType;

/** Integers, Bool, dates, times and decimals: each value at its natural width in one substream. */
public final class FixedLongSerialization extends FixedWidthSerialization {
    private final boolean signed;
    /** The per-block decoding loop for this width and signedness, chosen once (see {@link LongDecoder}). */
    private final LongDecoder decoder;

    FixedLongSerialization(DataType type, int width, boolean signed) {
        super(type, width);
        this.signed = signed;
        this.decoder = LongDecoder.of(width, signed);
    }

    LongDecoder decoder() {
        return decoder;
    }

    boolean signed() {
        return signed;
    }

    @Override
    public void write(Column column, int from, int to, ByteSink[] sinks, int first) {
        sinks[first].putLongs(((LongColumn) column).values(), from, to - from, width);
    }

    @Override
    public Column read(ByteSource[] sources, int first, int rows) {
        return readInto(RecycledLongs.take(rows), sources[first], rows);
    }

    @Override
    public Column readTransient(ByteSource[] sources, int first, int rows, int slot) {
        long[] scratch = ReadScratch.longs(slot, rows);
        return scratch == null ? read(sources, first, rows) : readInto(scratch, sources[first], rows);
    }

    /**
     * Reads {@code rows} values and keeps those in {@code [low, high]} (outside it when {@code negated}), comparing
     * them as stored ({@link StoredComparison}); only the kept rows are widened to {@code long}, and none unless
     * {@code widen} (the read needs the column only to filter by). Only for the integer types of at most 32 bits,
     * whose values fit a {@code long} exactly.
     */
    public ComparedRows readCompared(ByteSource[] sources, int first, int rows, long low, long high, boolean negated,
                                     boolean widen) {
        byte[] raw = ReadScratch.bytes(rows * width);
        sources[first].readBytes(raw, 0, rows * width);
        int[] selection = StoredComparison.select(raw, width, signed, low, high, negated, rows);
        int kept = Selections.count(selection);
        if (kept == 0 || !widen) {
            return new ComparedRows(selection, null);
        }
        long[] values;
        if (kept == rows) {
            values = RecycledLongs.take(rows);
            decoder.decode(raw, 0, values, 0, rows);
        } else {
            values = StoredComparison.take(raw, width, signed, selection, kept);
        }
        return new ComparedRows(selection, new LongColumn(type, values, kept));
    }

    /** Reads {@code rows} values into {@code totals} as stored, without widening them into an array. */
    public void readTotals(ByteSource[] sources, int first, int rows, IntegerTotals totals) {
        sources[first].totalLongs(totals, rows, width, signed);
    }

    private Column readInto(long[] values, ByteSource source, int rows) {
        source.readLongs(values, 0, rows, decoder);
        return new LongColumn(type, values, rows);
    }
}
