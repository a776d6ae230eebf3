package io.mergelab.engine.storage;

import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/** Small tables for tests: (id UInt64, s String) with id = first, first + 1, ... and s = "v<id>". */
final class TestParts {
    static final List<PartColumn> COLUMNS = List.of(new PartColumn("id", IntegerType.UINT64), new PartColumn("s", StringType.INSTANCE));

    private TestParts() {
    }

    static Chunk rows(long first, int count) {
        long[] ids = new long[count];
        ColumnBuilder s = ColumnBuilder.create(StringType.INSTANCE, count);
        for (int i = 0; i < count; i++) {
            ids[i] = first + i;
            byte[] b = ("v" + (first + i)).getBytes(StandardCharsets.UTF_8);
            s.appendBytes(b, 0, b.length);
        }
        return new Chunk(List.of(new LongColumn(IntegerType.UINT64, ids, count), s.build()), count);
    }

    static DataPart write(Path tableDir, String name, long first, int count, PartSettings settings) {
        Chunk rows = rows(first, count);
        return PartWriter.write(tableDir, PartName.parse(name), COLUMNS, rows, List.of(rows.column(0)),
                List.<DataType>of(IntegerType.UINT64), PartitionValue.NONE, List.of(), settings);
    }

    static DataPart write(Path tableDir, String name, long first, int count) {
        return write(tableDir, name, first, count, new PartSettings(10, 0));
    }

    static long[] ids(Column c) {
        LongColumn l = (LongColumn) c;
        return java.util.Arrays.copyOf(l.values(), l.size());
    }

    static String string(Column c, int row) {
        return ((BytesColumn) c).getString(row);
    }

    /** The error reading every row of {@code part} raises; fails the test when it reads. */
    static MergeLabException readAllFails(DataPart part) {
        try (PartReadStream s = PartReader.readAll(part, List.of("id", "s"), 8192)) {
            s.forEachRemaining(c -> { });
        } catch (MergeLabException e) {
            return e;
        }
        throw new AssertionError("reading " + part + " did not fail");
    }
}
