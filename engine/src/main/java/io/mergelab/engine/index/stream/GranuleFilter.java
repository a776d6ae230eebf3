package io.mergelab.engine.index.stream;

import io.mergelab.engine.storage.DataPart;

/**
 * Asked by one read stream right before it reads a data granule: may the granule hold rows matching the read's
 * condition? Streaming skip indexes ({@code use_skip_indexes_on_data_read = 1}) answer from the covering index
 * granules, read lazily. One instance serves one stream (one thread); the stream closes it when it stops.
 */
public interface GranuleFilter extends AutoCloseable {
    /** False only when {@code mark} of {@code part} cannot hold a matching row; parts are asked in read order. */
    boolean mayRead(DataPart part, int mark);

    /** Releases index files and hands on what was learnt; the stream reads nothing more. */
    @Override
    void close();
}
