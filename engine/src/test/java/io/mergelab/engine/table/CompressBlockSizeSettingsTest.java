package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.storage.codec.BlockFormat;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table's min/max_compress_block_size shape the compressed blocks of its parts' column files, as in ClickHouse: a
 * block is compressed at a mark once it holds the minimum, or when it reaches the maximum; 0 is the default.
 */
class CompressBlockSizeSettingsTest {
    @TempDir
    Path dataDir;

    @Test
    void theTablesBlockSizesShapeItsColumnFiles() throws IOException {
        Path small;
        Path byDefault;
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE small_blocks (id UInt64) ENGINE = MergeTree ORDER BY id SETTINGS min_bytes_for_wide_part = 0,"
                    + " index_granularity = 64, min_compress_block_size = 512, max_compress_block_size = 2048").close();
            s.execute("CREATE TABLE default_blocks (id UInt64) ENGINE = MergeTree ORDER BY id SETTINGS min_bytes_for_wide_part = 0,"
                    + " index_granularity = 64, min_compress_block_size = 0, max_compress_block_size = 0").close();
            s.execute("INSERT INTO small_blocks SELECT number FROM numbers(20000)").close();
            s.execute("INSERT INTO default_blocks SELECT number FROM numbers(20000)").close();
            small = partPath(s, "small_blocks");
            byDefault = partPath(s, "default_blocks");
        }

        // 64 rows of 8 bytes make a 512-byte granule: one block per mark
        assertThat(uncompressedBlockSizes(small.resolve("id.bin"))).hasSize(313).allMatch(size -> size <= 512);
        assertThat(uncompressedBlockSizes(byDefault.resolve("id.bin"))).containsExactly(65536, 65536, 28928);
    }

    private static Path partPath(Session s, String table) {
        try (QueryResult parts = s.execute("SELECT path FROM system.parts WHERE table = '" + table + "'")) {
            return Path.of((String) parts.rows().get(0).get(0));
        }
    }

    private static List<Integer> uncompressedBlockSizes(Path bin) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(bin)).order(ByteOrder.LITTLE_ENDIAN);
        List<Integer> sizes = new ArrayList<>();
        for (int at = 0; at < bytes.limit(); at += BlockFormat.HEADER_BYTES + bytes.getInt(at + 9)) {
            sizes.add(bytes.getInt(at + 13));
        }
        return sizes;
    }
}
