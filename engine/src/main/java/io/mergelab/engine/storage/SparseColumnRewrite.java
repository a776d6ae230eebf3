package io.mergelab.engine.storage;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.storage.codec.BlockCompressor;
import io.mergelab.engine.storage.codec.BlockDecompressor;
import io.mergelab.engine.storage.codec.BlockReadTally;
import io.mergelab.engine.storage.codec.CompressedStreamReader;
import io.mergelab.engine.storage.codec.CompressedStreamWriter;
import io.mergelab.engine.storage.codec.VerifiedBlocks;
import io.mergelab.engine.storage.format.FileChecksum;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.format.FsyncContext;
import io.mergelab.engine.storage.format.Marks;
import io.mergelab.engine.storage.serial.ByteSink;
import io.mergelab.engine.storage.serial.ByteSource;
import io.mergelab.engine.storage.serial.SparseSerialization;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;

/**
 * Turns one column that {@link PartWriter} wrote dense into its sparse streams, in the part's temporary directory.
 * Whether a column is stored sparse depends on the share of zeros in the whole part, known only once every row is
 * written (a merge's or mutation's part comes in many chunks), so the writer writes every column dense and rewrites
 * the few that turn out sparse when it finishes: they are mostly zeros, so re-reading them is cheap.
 */
final class SparseColumnRewrite {
    private static final String REWRITE_SUFFIX = ".sparse_tmp";

    private SparseColumnRewrite() {
    }

    /**
     * Replaces {@code <stem>.bin} ({@code dense}, all of the part's {@code granuleRows}) by the sparse streams
     * {@code <stem>.sparse.idx.bin} and {@code <stem>.bin}, records their checksums and returns their marks in stream
     * order.
     */
    static Marks[] rewrite(Path dir, String partName, String stem, FileChecksum dense, int[] granuleRows,
                           SparseSerialization sparse, BlockCompressor compressor, PartSettings settings, FsyncContext fsync,
                           Map<String, FileChecksum> checksums) {
        Path denseFile = dir.resolve(stem + FileNames.DATA_EXTENSION);
        String positionsFile = stem + SparseSerialization.POSITIONS_SUFFIX + FileNames.DATA_EXTENSION;
        Path rewritten = dir.resolve(stem + FileNames.DATA_EXTENSION + REWRITE_SUFFIX);
        CompressedStreamWriter positions = new CompressedStreamWriter(dir.resolve(positionsFile), compressor,
                settings.minCompressBlockSize(), settings.maxCompressBlockSize(), fsync);
        CompressedStreamWriter values = new CompressedStreamWriter(rewritten, compressor,
                settings.minCompressBlockSize(), settings.maxCompressBlockSize(), fsync);
        try (BlockDecompressor decompressor = new BlockDecompressor();
             CompressedStreamReader reader = new CompressedStreamReader(denseFile, dense.size(), partName, decompressor,
                     new BlockReadTally(), VerifiedBlocks.forOneReader())) {
            reader.seek(0, 0);
            ByteSource[] in = {reader};
            ByteSink[] out = {positions, values};
            for (int rows : granuleRows) {
                positions.mark();
                values.mark();
                Column granule = sparse.values().read(in, 0, rows);
                sparse.write(granule, 0, rows, out, 0);
            }
            checksums.put(positionsFile, positions.finish());
            FileChecksum valuesChecksum = values.finish();
            Files.delete(denseFile);
            Files.move(rewritten, denseFile, StandardCopyOption.ATOMIC_MOVE);
            checksums.put(stem + FileNames.DATA_EXTENSION, valuesChecksum);
            return new Marks[] {positions.marks(granuleRows), values.marks(granuleRows)};
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot store column " + stem
                    + " of part " + partName + " sparse: " + e, e);
        } finally {
            positions.close();
            values.close();
        }
    }
}
