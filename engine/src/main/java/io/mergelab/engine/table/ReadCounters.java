package io.mergelab.engine.table;

import java.util.concurrent.atomic.LongAdder;

/** Rows and uncompressed bytes read from tables by one query (query_log.read_rows / read_bytes). */
public final class ReadCounters {
    private final LongAdder rows = new LongAdder();
    private final LongAdder bytes = new LongAdder();

    public void add(long readRows, long readBytes) {
        rows.add(readRows);
        bytes.add(readBytes);
    }

    public long rows() {
        return rows.sum();
    }

    public long bytes() {
        return bytes.sum();
    }
}
