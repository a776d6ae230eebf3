package io.mergelab.engine.storage;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.storage.codec.BlockCompressor;
import io.mergelab.engine.storage.format.FileChecksum;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.format.FsyncContext;
import io.mergelab.engine.storage.format.HashingFileOutput;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a Compact part's {@code data.bin} and {@code data.mrk3} again with some of its columns (a DROP COLUMN),
 * granule by granule as the part has them, so its primary index, partition and skip index files stay valid.
 */
final class CompactRewrite {
    private CompactRewrite() {
    }

    static void write(DataPart part, List<PartColumn> columns, Path tmp, Map<String, FileChecksum> checksums,
                      FsyncContext fsync) {
        PartLayout layout = PartLayout.of(columns);
        Map<Codec, BlockCompressor> compressors = new HashMap<>();
        for (PartColumn c : columns) {
            compressors.computeIfAbsent(c.codec(), codec -> new BlockCompressor(codec.method(), codec.level()));
        }
        try (CompactDataWriter writer = new CompactDataWriter(tmp, layout, compressors, PartSettings.DEFAULT, fsync);
             PartColumnsReader reader = PartReader.openToRewrite(part, columns.stream().map(PartColumn::name).toList())) {
            for (int g = 0; g < part.granules(); g++) {
                Chunk rows = reader.read(g, g + 1);
                for (int c = 0; c < columns.size(); c++) {
                    writer.add(c, rows.column(c), 0, rows.rows());
                }
                writer.writeGranule(rows.rows());
            }
            checksums.put(FileNames.COMPACT_DATA, writer.finish());
            checksums.put(FileNames.COMPACT_MARKS, HashingFileOutput.writeFile(tmp.resolve(FileNames.COMPACT_MARKS),
                    writer.marks().serialize(), fsync));
        } finally {
            compressors.values().forEach(BlockCompressor::close);
        }
    }
}
