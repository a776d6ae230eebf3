package io.mergelab.profiler.store;

/** What compacting a store file did: its size before and after, in bytes. */
public record Compaction(long bytesBefore, long bytesAfter) {
    public long bytesSaved() {
        return bytesBefore - bytesAfter;
    }
}
