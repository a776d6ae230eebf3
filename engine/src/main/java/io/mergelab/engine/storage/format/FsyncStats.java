package io.mergelab.engine.storage.format;

/**
 * Forces to disk made by some work: files and directories, with the time they took (ClickHouse's ProfileEvents
 * FileSync, FileSyncElapsedMicroseconds, DirectorySync, DirectorySyncElapsedMicroseconds).
 */
public record FsyncStats(long fileSyncs, long fileSyncMicros, long directorySyncs, long directorySyncMicros) {
    public static final FsyncStats NONE = new FsyncStats(0, 0, 0, 0);

    public FsyncStats plus(FsyncStats o) {
        return new FsyncStats(fileSyncs + o.fileSyncs, fileSyncMicros + o.fileSyncMicros,
                directorySyncs + o.directorySyncs, directorySyncMicros + o.directorySyncMicros);
    }
}
