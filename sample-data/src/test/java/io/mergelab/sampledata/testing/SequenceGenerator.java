package io.mergelab.sampledata.testing;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import io.mergelab.sampledata.dataset.BlockScratch;
import io.mergelab.sampledata.dataset.EqualBlocksGenerator;
import io.mergelab.sampledata.dataset.RowRandom;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A generator for the spine's tests: rows numbered from 0 with columns {@code id UInt64} (the row number),
 * {@code label String} ({@code row-<id>}, with a comma and a quote in every tenth to exercise escaping) and
 * {@code value Int64} (a pure random of the row), in equal blocks. Each block may first sleep, so a load can be
 * cancelled while it runs; one block may come out with {@code value} as a String column, which a table rejects, and
 * one block may fail to generate.
 */
public final class SequenceGenerator extends EqualBlocksGenerator {
    public static final List<String> NAMES = List.of("id", "label", "value");
    public static final List<DataType> TYPES = List.of(IntegerType.UINT64, StringType.INSTANCE, IntegerType.INT64);
    public static final String COLUMNS = "id UInt64, label String, value Int64";

    private final int blockRows;
    private final long seed;
    private final long pauseMillis;
    private final int badBlock;
    private final int failingBlock;

    private SequenceGenerator(long rows, int blockRows, long seed, long pauseMillis, int badBlock, int failingBlock) {
        super(rows, blockRows);
        this.blockRows = blockRows;
        this.seed = seed;
        this.pauseMillis = pauseMillis;
        this.badBlock = badBlock;
        this.failingBlock = failingBlock;
    }

    public static SequenceGenerator of(long rows, int blockRows) {
        return new SequenceGenerator(rows, blockRows, 42, 0, -1, -1);
    }

    /** The same rows, each block taking at least {@code millis} to generate. */
    public SequenceGenerator slow(long millis) {
        return new SequenceGenerator(rows(), blockRows, seed, millis, badBlock, failingBlock);
    }

    /** The same rows, except that block {@code block} has a String {@code value} column. */
    public SequenceGenerator withBadBlock(int block) {
        return new SequenceGenerator(rows(), blockRows, seed, pauseMillis, block, failingBlock);
    }

    /** The same rows, except that generating block {@code block} fails with LOGICAL_ERROR. */
    public SequenceGenerator failingAt(int block) {
        return new SequenceGenerator(rows(), blockRows, seed, pauseMillis, badBlock, block);
    }

    public int blockRows() {
        return blockRows;
    }

    @Override
    protected Chunk fill(int index, long first, int n, BlockScratch scratch) {
        if (pauseMillis > 0) {
            try {
                Thread.sleep(pauseMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (index == failingBlock) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "block " + index + " cannot be generated");
        }
        // from the scratch, so that a loader's reused arrays reach the tables as the datasets' do
        long[] ids = scratch.longs(n);
        long[] values = scratch.longs(n);
        byte[][] labels = new byte[n][];
        for (int i = 0; i < n; i++) {
            ids[i] = first + i;
            values[i] = RowRandom.bits(seed, first + i, 0);
            labels[i] = ((first + i) % 10 == 0 ? "row \"" + (first + i) + "\", tenth" : "row-" + (first + i))
                    .getBytes(StandardCharsets.UTF_8);
        }
        Column value = index == badBlock ? strings(labels) : new LongColumn(IntegerType.INT64, values, n);
        return new Chunk(List.of(new LongColumn(IntegerType.UINT64, ids, n), strings(labels), value), n);
    }

    private static BytesColumn strings(byte[][] values) {
        int[] offsets = new int[values.length + 1];
        for (int i = 0; i < values.length; i++) {
            offsets[i + 1] = offsets[i] + values[i].length;
        }
        byte[] data = new byte[offsets[values.length]];
        for (int i = 0; i < values.length; i++) {
            System.arraycopy(values[i], 0, data, offsets[i], values[i].length);
        }
        return new BytesColumn(StringType.INSTANCE, data, offsets, values.length);
    }
}
