package io.mergelab.engine.table;

/** What an insert wrote: rows, uncompressed bytes, and how many parts it created. */
public record InsertStats(long rows, long bytes, int parts) {
    public static final InsertStats NONE = new InsertStats(0, 0, 0);

    public InsertStats plus(InsertStats o) {
        return new InsertStats(rows + o.rows, bytes + o.bytes, parts + o.parts);
    }
}
