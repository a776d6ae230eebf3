package io.mergelab.engine.storage;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.storage.serial.LittleEndian;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GranularityTest {
    @TempDir
    Path dir;

    private static int[] granules(DataPart part) {
        return IntStream.range(0, part.granules()).map(part::granuleRows).toArray();
    }

    /** Writes a one-column String part into its own table directory. */
    private DataPart writeStrings(String table, List<String> values, PartSettings settings) {
        ColumnBuilder b = ColumnBuilder.create(StringType.INSTANCE);
        values.forEach(b::appendValue);
        Column c = b.build();
        return PartWriter.write(dir.resolve(table), PartName.forInsert("all", 1), List.of(new PartColumn("s", StringType.INSTANCE)),
                new Chunk(List.of(c), c.size()), List.of(), List.of(), PartitionValue.NONE, List.of(), settings);
    }

    @Test
    void rowsCapCutsGranulesAndAddsAFinalMark() throws Exception {
        DataPart part = TestParts.write(dir, "all_1_1_0", 0, 35, new PartSettings(10, 0));
        assertThat(granules(part)).containsExactly(10, 10, 10, 5);
        assertThat(part.marks()).isEqualTo(5);
        byte[] marks = Files.readAllBytes(part.path().resolve("id.mrk2"));
        assertThat(marks).hasSize(5 * 24);
        assertThat(LittleEndian.getLong(marks, 4 * 24 + 16)).as("rows of the final mark").isZero();
        assertThat(LittleEndian.getLong(marks, 3 * 24 + 16)).isEqualTo(5);
        assertThat(Files.size(part.path().resolve("s.size.mrk2"))).isEqualTo(5 * 24);
        assertThat(Files.size(part.path().resolve("s.mrk2"))).isEqualTo(5 * 24);
    }

    @Test
    void primaryIndexHoldsGranuleStartsAndTheLastRow() {
        DataPart part = TestParts.write(dir, "all_1_1_0", 100, 35, new PartSettings(10, 0));
        Column index = part.primaryIndex().columns().get(0);
        assertThat(TestParts.ids(index)).containsExactly(100, 110, 120, 130, 134);
        assertThat(part.primaryIndex().types()).containsExactly(IntegerType.UINT64);
    }

    @Test
    void bytesCapWithFixedWidthRows() {
        DataPart part = PartWriter.write(dir, PartName.forInsert("all", 1), List.of(new PartColumn("id", IntegerType.UINT64)),
                new Chunk(List.of(LongColumn.of(IntegerType.UINT64, new long[25])), 25), List.of(), List.of(),
                PartitionValue.NONE, List.of(), new PartSettings(1000, 80));
        assertThat(granules(part)).containsExactly(10, 10, 5);
    }

    @Test
    void bytesCapWithVariableRowsClosesOnceReached() {
        // each row is 4 bytes of size + 96 bytes: a granule closes at the row that brings it to 250 bytes or more
        List<String> values = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            values.add("x".repeat(96));
        }
        assertThat(granules(writeStrings("t", values, new PartSettings(1000, 250)))).containsExactly(3, 3, 3, 1);
    }

    @Test
    void oversizedRowGetsAGranuleOfItsOwn() {
        PartSettings settings = new PartSettings(1000, 100);
        assertThat(granules(writeStrings("t1", List.of("a", "x".repeat(1000), "b", "c"), settings))).containsExactly(2, 2);
        assertThat(granules(writeStrings("t2", List.of("x".repeat(1000), "a", "b"), settings))).containsExactly(1, 2);
    }

    @Test
    void zeroBytesCapMeansFixedRowGranules() {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            values.add("y".repeat(100_000));
        }
        assertThat(granules(writeStrings("fixed", values, new PartSettings(4, 0)))).containsExactly(4, 4, 1);
        assertThat(granules(writeStrings("adaptive", values, new PartSettings(4, 1000)))).containsExactly(1, 1, 1, 1, 1, 1, 1, 1, 1);
    }

    @Test
    void granulesContinueAcrossChunks() {
        PartSpec spec = new PartSpec(dir, PartName.forInsert("all", 1), TestParts.COLUMNS, List.<DataType>of(IntegerType.UINT64),
                PartitionValue.NONE, List.of(), new PartSettings(10, 0), PartSpec.Purpose.INSERT);
        List<String> events = new ArrayList<>();
        GranuleListener listener = new GranuleListener() {
            @Override
            public void rows(Chunk chunk, int from, int count) {
                events.add("rows " + TestParts.ids(chunk.column(0))[from] + "+" + count);
            }

            @Override
            public void granuleEnd(int granule, int rows) {
                events.add("end " + granule + ":" + rows);
            }
        };
        DataPart part;
        try (PartWriter writer = PartWriter.create(spec, listener)) {
            Chunk a = TestParts.rows(0, 7);
            Chunk b = TestParts.rows(7, 8);
            writer.write(a, List.of(a.column(0)));
            writer.write(TestParts.rows(0, 0), List.of(TestParts.rows(0, 0).column(0)));
            writer.write(b, List.of(b.column(0)));
            part = writer.commit();
        }
        assertThat(granules(part)).containsExactly(10, 5);
        assertThat(TestParts.ids(part.primaryIndex().columns().get(0))).containsExactly(0, 10, 14);
        assertThat(events).containsExactly("rows 0+7", "rows 7+3", "end 0:10", "rows 10+5", "end 1:5");
        try (PartReadStream s = PartReader.readAll(part, List.of("id", "s"), 100)) {
            Chunk all = s.next();
            assertThat(TestParts.ids(all.column(0))).containsExactly(LongStream.range(0, 15).toArray());
            assertThat(TestParts.string(all.column(1), 14)).isEqualTo("v14");
        }
    }
}
