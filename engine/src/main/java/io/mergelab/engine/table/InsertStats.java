package io.mergelab.engine.table;

import io.mergelab.engine.storage.format.FsyncStats;

/** What an insert wrote: rows, uncompressed bytes, how many parts it created, and the forces to disk it made. */
public record InsertStats(long rows, long bytes, int parts, FsyncStats fsyncs) {
    public static final InsertStats NONE = new InsertStats(0, 0, 0);

    /** An insert that forced nothing to disk. */
    public InsertStats(long rows, long bytes, int parts) {
        this(rows, bytes, parts, FsyncStats.NONE);
    }

    public InsertStats plus(InsertStats o) {
        return new InsertStats(rows + o.rows, bytes + o.bytes, parts + o.parts, fsyncs.plus(o.fsyncs));
    }
}
