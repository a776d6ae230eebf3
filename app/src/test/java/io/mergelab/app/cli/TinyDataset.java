package io.mergelab.app.cli;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.type.DataType;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.BlockScratch;
import io.mergelab.sampledata.dataset.DeclaredDataset;
import io.mergelab.sampledata.dataset.EqualBlocksGenerator;
import io.mergelab.sampledata.dataset.KnobSpec;
import io.mergelab.sampledata.dataset.Knobs;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A dataset for the command tests, independent of the real generators: {@code id} counts from 0 (shifted by the
 * seed), {@code label} is {@code k<id mod distinct>}; blocks of {@code blockRows} rows.
 */
final class TinyDataset extends DeclaredDataset {
    private static final DataType UINT64 = DataType.parse("UInt64");
    private static final DataType STRING = DataType.parse("String");
    private final int blockRows;

    TinyDataset(int blockRows) {
        super("tiny", "Counting ids with a few labels, for tests.", List.of("id", "label"), List.of(UINT64, STRING),
                List.of(new KnobSpec(KnobSpec.DISTINCT, 1, 1_000_000, 10, true, "Number of distinct labels."),
                        new KnobSpec(KnobSpec.SKEW, 0, 4, 1.5, false, "Accepted and checked, changes nothing here.")));
        this.blockRows = blockRows;
    }

    @Override
    public String createTable(String qualifiedTable) {
        return "CREATE TABLE " + qualifiedTable + " (" + columnsClause() + ") ENGINE = MergeTree ORDER BY id";
    }

    @Override
    public BlockGenerator generator(Knobs knobs) {
        long seed = knobs.seed();
        long distinct = knobs.getLong(KnobSpec.DISTINCT);
        return new EqualBlocksGenerator(knobs.rows(), blockRows) {
            @Override
            protected Chunk fill(int index, long first, int n, BlockScratch scratch) {
                ColumnBuilder ids = ColumnBuilder.create(UINT64, n);
                ColumnBuilder labels = ColumnBuilder.create(STRING, n);
                for (int r = 0; r < n; r++) {
                    long id = seed + first + r;
                    ids.appendLong(id);
                    byte[] label = ("k" + Math.floorMod(id, distinct)).getBytes(StandardCharsets.UTF_8);
                    labels.appendBytes(label, 0, label.length);
                }
                return new Chunk(List.of(ids.build(), labels.build()), n);
            }
        };
    }
}
