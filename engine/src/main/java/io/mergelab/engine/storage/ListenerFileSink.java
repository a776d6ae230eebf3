package io.mergelab.engine.storage;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.codec.BlockCompressor;
import io.mergelab.engine.storage.codec.CompressedStreamWriter;
import io.mergelab.engine.storage.format.Checksums;
import io.mergelab.engine.storage.format.FileChecksum;
import io.mergelab.engine.storage.format.FsyncContext;
import io.mergelab.engine.storage.format.HashingFileOutput;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A {@link GranuleListener}'s files of a part being assembled (written or mutated): they go into the part's temporary
 * directory and into its checksums. Compressed files use the default codec. Once closed, it takes no more files.
 */
final class ListenerFileSink implements PartFileSink {
    private final Path dir;
    private final Map<String, FileChecksum> checksums;
    private final PartSettings settings;
    private final FsyncContext fsync;
    private final Predicate<String> partFile;
    private final String partLabel;
    private final Map<String, CompressedStreamWriter> open = new HashMap<>();
    private BlockCompressor compressor;
    private boolean closed;

    /**
     * {@code partFile}: names the part itself uses besides those in {@code checksums}; {@code partLabel} names the part
     * in messages ({@code part all_1_1_0}); files are forced to disk as {@code fsync} says.
     */
    ListenerFileSink(Path dir, Map<String, FileChecksum> checksums, PartSettings settings, FsyncContext fsync,
                     Predicate<String> partFile, String partLabel) {
        this.dir = dir;
        this.checksums = checksums;
        this.settings = settings;
        this.fsync = fsync;
        this.partFile = partFile;
        this.partLabel = partLabel;
    }

    /** Fails unless {@code fileName} is a plain file name the part does not use yet. */
    void checkNew(String fileName) {
        if (!fileName.matches("[A-Za-z0-9_.%-]+") || fileName.startsWith(".") || fileName.equals(Checksums.FILE_NAME)
                || checksums.containsKey(fileName) || open.containsKey(fileName) || partFile.test(fileName)) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Cannot add file '" + fileName + "' to " + partLabel);
        }
    }

    @Override
    public CompressedStreamWriter openCompressed(String fileName) {
        checkOpen();
        checkNew(fileName);
        if (compressor == null) {
            compressor = new BlockCompressor(Codec.DEFAULT.method(), Codec.DEFAULT.level());
        }
        CompressedStreamWriter w = new CompressedStreamWriter(dir.resolve(fileName), compressor,
                settings.minCompressBlockSize(), settings.maxCompressBlockSize(), fsync);
        open.put(fileName, w);
        return w;
    }

    @Override
    public FileChecksum finishCompressed(String fileName) {
        CompressedStreamWriter w = open.remove(fileName);
        if (w == null) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "File " + fileName + " of " + partLabel + " is not open");
        }
        FileChecksum c = w.finish();
        checksums.put(fileName, c);
        return c;
    }

    @Override
    public void addFile(String fileName, byte[] content) {
        checkNew(fileName);
        checksums.put(fileName, HashingFileOutput.writeFile(dir.resolve(fileName), content, fsync));
    }

    /** Files opened by {@link #openCompressed} and not finished. */
    Set<String> unfinished() {
        return open.keySet();
    }

    /** Closes unfinished files (abandoning them) and the compressor. */
    void close() {
        closed = true;
        open.values().forEach(CompressedStreamWriter::close);
        open.clear();
        if (compressor != null) {
            compressor.close();
            compressor = null;
        }
    }

    private void checkOpen() {
        if (closed) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Cannot add files to " + partLabel + ": it is finished");
        }
    }
}
