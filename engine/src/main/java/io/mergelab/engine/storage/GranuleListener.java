package io.mergelab.engine.storage;

import io.mergelab.engine.column.Chunk;

/**
 * Follows the granules of a part as {@link PartWriter} forms them, so summaries per granule (skip indexes)
 * can be built in the same pass: rows arrive in order via {@link #rows}, and {@link #granuleEnd} seals
 * each granule. A granule may receive rows from several chunks.
 */
public interface GranuleListener {
    GranuleListener NONE = new GranuleListener() {
        @Override
        public void rows(Chunk chunk, int from, int count) {
        }

        @Override
        public void granuleEnd(int granule, int rows) {
        }
    };

    /** Rows {@code [from, from + count)} of {@code chunk} belong to the current granule. */
    void rows(Chunk chunk, int from, int count);

    /** Granule {@code granule} is complete with {@code rows} rows. */
    void granuleEnd(int granule, int rows);
}
