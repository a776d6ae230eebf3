package io.mergelab.engine.storage;

import io.mergelab.engine.column.Chunk;

/**
 * Follows the granules of a part as {@link PartWriter} forms them, so summaries per granule (skip indexes)
 * can be built in the same pass: {@link #partStart} hands over where the listener's own files go, rows arrive in
 * order via {@link #rows}, {@link #granuleEnd} seals each granule, and {@link #partEnd} (after the last granule,
 * before the part's checksums are written) lets the listener finish its files. A granule may receive rows from
 * several chunks.
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

    /** The part is being written; files added through {@code files} become part of it. */
    default void partStart(PartFileSink files) {
    }

    /** Rows {@code [from, from + count)} of {@code chunk} belong to the current granule. */
    void rows(Chunk chunk, int from, int count);

    /** Granule {@code granule} is complete with {@code rows} rows. */
    void granuleEnd(int granule, int rows);

    /** Every granule was sealed: the listener finishes the files it added. */
    default void partEnd() {
    }
}
