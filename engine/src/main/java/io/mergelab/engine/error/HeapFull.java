package io.mergelab.engine.error;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;

/** A full Java heap as the query's error. */
public final class HeapFull {
    private HeapFull() {
    }

    /** The JVM's heap is the server's total memory here: ClickHouse names the same case "Memory limit (total) exceeded". */
    public static MergeLabException error(OutOfMemoryError oom) {
        return new MergeLabException(ErrorCode.MEMORY_LIMIT_EXCEEDED, "Memory limit (total) exceeded: the Java heap of "
                + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB is full (" + oom.getMessage() + ")", oom);
    }
}
