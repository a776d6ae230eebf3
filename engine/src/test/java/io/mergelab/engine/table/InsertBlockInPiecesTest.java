package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link Session#insertBlock}: one block handed over in pieces that the caller refills in the same arrays, as the
 * sample-data loader does, gives the table what one insert of the whole block gives.
 */
class InsertBlockInPiecesTest {
    private static final DataType STRING = DataType.parse("String");
    private static final int ROWS = 5_000;
    private static final int PIECE_ROWS = 1_200;

    /** The part written piece by piece is the part the whole block makes, file for file. */
    @Test
    void piecesIntoAnUnsortedTableMakeTheWholeBlocksPartByteForByte(@TempDir Path dir) throws IOException {
        try (Engine engine = Engine.open(dir)) {
            Session s = engine.newSession();
            for (String table : List.of("whole", "pieces")) {
                s.execute("CREATE TABLE " + table + " (s String, INDEX s_idx s TYPE bloom_filter(0.001) GRANULARITY 1)"
                        + " ENGINE = MergeTree ORDER BY () SETTINGS index_granularity = 256, min_bytes_for_wide_part = 0").close();
            }
            s.insert("whole", List.of("s"), List.of(wholeBlock()).iterator());
            s.insertBlock("pieces", List.of("s"), new RefilledPieces());

            assertThat(s.execute("SELECT count() FROM system.parts WHERE table = 'pieces' AND active").rows())
                    .containsExactly(List.of(1L));
            assertThat(files(partPath(s, "pieces"))).isEqualTo(files(partPath(s, "whole")));
            assertThat(s.execute("SELECT count(), sum(cityHash64(s)) FROM pieces").rows())
                    .isEqualTo(s.execute("SELECT count(), sum(cityHash64(s)) FROM whole").rows());
            assertThat(s.execute("SELECT count() FROM pieces WHERE s = 'row 4321'").rows()).containsExactly(List.of(1L));
        }
    }

    /** Tables that sort, partition or keep a block get it glued from copies of the pieces, as one block. */
    @ParameterizedTest
    @ValueSource(strings = {"MergeTree ORDER BY s", "MergeTree PARTITION BY length(s) ORDER BY ()", "Memory"})
    void otherTablesGetTheWholeBlockFromCopiesOfThePieces(String engineClause, @TempDir Path dir) {
        try (Engine engine = Engine.open(dir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (s String) ENGINE = " + engineClause).close();
            s.insertBlock("t", List.of("s"), new RefilledPieces());

            assertThat(s.execute("SELECT count(), uniqExact(s), min(s), max(s) FROM t").rows())
                    .containsExactly(List.of((long) ROWS, (long) ROWS, "row 0", "row 999"));
            assertThat(s.execute("SELECT count() FROM t WHERE s = 'row 4321'").rows()).containsExactly(List.of(1L));
            if (engineClause.startsWith("MergeTree ORDER BY")) {
                assertThat(s.execute("SELECT count() FROM system.parts WHERE table = 't' AND active").rows())
                        .containsExactly(List.of(1L));
            }
        }
    }

    private static Chunk wholeBlock() {
        byte[] data = new byte[ROWS * 10];
        int[] offsets = new int[ROWS + 1];
        int at = 0;
        for (int i = 0; i < ROWS; i++) {
            at = put(data, at, i);
            offsets[i + 1] = at;
        }
        return new Chunk(List.of(new BytesColumn(STRING, data, offsets, ROWS)), ROWS);
    }

    private static int put(byte[] data, int at, int row) {
        byte[] value = ("row " + row).getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(value, 0, data, at, value.length);
        return at + value.length;
    }

    /** Rows "row 0" .. in pieces, each filled into the same two arrays: a piece kept past the next would change. */
    private static final class RefilledPieces implements Iterator<Chunk> {
        private final byte[] data = new byte[PIECE_ROWS * 10];
        private final int[] offsets = new int[PIECE_ROWS + 1];
        private int filled;

        @Override
        public boolean hasNext() {
            return filled < ROWS;
        }

        @Override
        public Chunk next() {
            int n = Math.min(PIECE_ROWS, ROWS - filled);
            int at = 0;
            for (int i = 0; i < n; i++) {
                at = put(data, at, filled + i);
                offsets[i + 1] = at;
            }
            filled += n;
            return new Chunk(List.of(new BytesColumn(STRING, data, offsets, n)), n);
        }
    }

    private static Path partPath(Session s, String table) {
        return Path.of((String) s.execute("SELECT path FROM system.parts WHERE table = '" + table + "' AND active")
                .rows().get(0).get(0));
    }

    /** Each file of a part directory by name, with its bytes. */
    private static Map<String, String> files(Path part) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> listed = Files.list(part)) {
            for (Path file : listed.toList()) {
                files.put(file.getFileName().toString(), Base64.getEncoder().encodeToString(Files.readAllBytes(file)));
            }
        }
        return files;
    }
}
