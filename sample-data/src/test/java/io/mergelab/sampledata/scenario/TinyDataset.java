package io.mergelab.sampledata.scenario;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.BlockScratch;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.DeclaredDataset;
import io.mergelab.sampledata.dataset.EqualBlocksGenerator;
import io.mergelab.sampledata.dataset.KnobSpec;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.dataset.RowRandom;
import io.mergelab.sampledata.dataset.StringColumns;
import java.util.List;

/**
 * A small dataset for the scenario tests, independent of the real generators: blocks of {@value #BLOCK_ROWS} rows of
 * (id, key, version, name, created), key drawn from {@code distinct} values and about one row in four repeating an
 * earlier id with a higher version (so ReplacingMergeTree variants have something to deduplicate).
 */
final class TinyDataset extends DeclaredDataset {
    static final int BLOCK_ROWS = 1_000;
    private static final DataType UINT64 = DataType.parse("UInt64");
    private static final DataType UINT32 = DataType.parse("UInt32");
    private static final DataType STRING = DataType.parse("LowCardinality(String)");
    private static final DataType DATETIME = DataType.parse("DateTime");
    private static final StringColumns NAMES = new StringColumns(STRING, "alpha", "beta", "gamma", "delta", "epsilon");
    /** After the types: the constructor reads them. */
    static final TinyDataset INSTANCE = new TinyDataset();

    /** Resolves "tiny" only, failing as Datasets.named does. */
    static Dataset named(String name) {
        if (!name.equals("tiny")) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Unknown dataset '" + name + "'; known datasets: tiny");
        }
        return INSTANCE;
    }

    private TinyDataset() {
        super("tiny", "test rows", List.of("id", "key", "version", "name", "created"),
                List.of(UINT64, UINT32, UINT64, STRING, DATETIME),
                List.of(new KnobSpec(KnobSpec.DISTINCT, 1, 1000, 10, true, "distinct keys")));
    }

    @Override
    public String createTable(String qualifiedTable) {
        return "CREATE TABLE " + qualifiedTable + " (" + columnsClause() + ") ENGINE = MergeTree ORDER BY id";
    }

    @Override
    public BlockGenerator generator(Knobs knobs) {
        long seed = knobs.seed();
        long distinct = knobs.getLong(KnobSpec.DISTINCT);
        return new EqualBlocksGenerator(knobs.rows(), BLOCK_ROWS) {
            @Override
            protected Chunk fill(int index, long first, int n, BlockScratch scratch) {
                long[] id = new long[n];
                long[] key = new long[n];
                long[] version = new long[n];
                long[] created = new long[n];
                int[] name = new int[n];
                for (int i = 0; i < n; i++) {
                    long row = first + i;
                    boolean repeat = row > 0 && RowRandom.unit(seed, row, 0) < 0.25;
                    id[i] = repeat ? RowRandom.below(seed, row, 1, row) : row;
                    key[i] = RowRandom.below(seed, id[i], 2, distinct);
                    version[i] = row;
                    name[i] = (int) RowRandom.below(seed, id[i], 3, NAMES.size());
                    created[i] = 1_700_000_000L + id[i] * 60;
                }
                return new Chunk(List.of(new LongColumn(UINT64, id, n), new LongColumn(UINT32, key, n),
                        new LongColumn(UINT64, version, n), NAMES.column(name, n), new LongColumn(DATETIME, created, n)), n);
            }
        };
    }
}
