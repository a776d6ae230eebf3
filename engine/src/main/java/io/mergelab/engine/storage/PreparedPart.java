package io.mergelab.engine.storage;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.Checksums;
import io.mergelab.engine.storage.format.Directories;
import io.mergelab.engine.storage.format.FsyncContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A part completely written under its temporary directory (forced to disk as its spec says), not yet visible.
 * {@link #publish()} renames it into place; closing it unpublished deletes it. After a crash, an
 * unpublished part is a {@code tmp_*} directory and is removed when the table is opened.
 */
public final class PreparedPart implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(PreparedPart.class);

    private final PartName name;
    private final PartFormat format;
    private final Path tmpDir;
    private final Path finalDir;
    private final List<PartColumn> columns;
    private final PartLayout layout;
    private final PartitionValue partition;
    private final List<MinMaxIndex> minMax;
    private final PrimaryIndex primaryIndex;
    private final int[] granuleRows;
    private final Checksums checksums;
    private final long checksumsFileBytes;
    private final FsyncContext fsync;
    private boolean done;

    PreparedPart(PartName name, PartFormat format, Path tmpDir, Path finalDir, List<PartColumn> columns, PartLayout layout, PartitionValue partition,
                 List<MinMaxIndex> minMax, PrimaryIndex primaryIndex, int[] granuleRows, Checksums checksums, long checksumsFileBytes,
                 FsyncContext fsync) {
        this.name = name;
        this.format = format;
        this.tmpDir = tmpDir;
        this.finalDir = finalDir;
        this.columns = columns;
        this.layout = layout;
        this.partition = partition;
        this.minMax = minMax;
        this.primaryIndex = primaryIndex;
        this.granuleRows = granuleRows;
        this.checksums = checksums;
        this.checksumsFileBytes = checksumsFileBytes;
        this.fsync = fsync;
    }

    public PartName name() {
        return name;
    }

    public long rows() {
        long rows = 0;
        for (int r : granuleRows) {
            rows += r;
        }
        return rows;
    }

    /** Renames the part to its final name (atomically; durably when directories are forced) and returns its handle. */
    public DataPart publish() {
        if (done) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Part " + name + " was already published or abandoned");
        }
        if (Files.exists(finalDir)) {
            throw new MergeLabException(ErrorCode.DUPLICATE_DATA_PART, "Part " + name + " already exists in " + finalDir.getParent());
        }
        fsync.rename(tmpDir, finalDir);
        done = true;
        return new DataPart(name, format, finalDir, columns, layout, partition, minMax, primaryIndex, granuleRows, checksums,
                checksumsFileBytes, PartWriter.modificationTime(finalDir));
    }

    /** Deletes the part's files unless it was published. */
    @Override
    public void close() {
        if (done) {
            return;
        }
        done = true;
        try {
            Directories.deleteRecursively(tmpDir);
        } catch (MergeLabException e) {
            LOG.warn("Cannot remove temporary part directory {}: {}", tmpDir, e.getMessage());
        }
    }
}
