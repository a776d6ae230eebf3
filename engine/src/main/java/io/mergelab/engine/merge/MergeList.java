package io.mergelab.engine.merge;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The merges and mutations running now in one engine ({@code system.merges}). */
public final class MergeList {
    private final List<MergeEntry> running = new CopyOnWriteArrayList<>();

    /** Lists {@code entry} until the returned handle is closed (when its merge ends, however it ends). */
    public Registration register(MergeEntry entry) {
        running.add(entry);
        return () -> running.remove(entry);
    }

    /** The running merges, in the order they started. */
    public List<MergeEntry> running() {
        return List.copyOf(running);
    }

    /** Ends a merge's listing. */
    @FunctionalInterface
    public interface Registration extends AutoCloseable {
        @Override
        void close();
    }
}
