package io.mergelab.engine.processor;

import io.mergelab.engine.column.Chunk;

/**
 * The slot between one output port and one input port: at most one chunk in flight, whether the producer
 * finished, whether the consumer still wants data, and the rows and bytes that crossed. Guarded by the
 * executor's graph lock: processors touch it only from {@link Processor#prepare()}.
 */
final class PortState {
    Chunk data;
    /** The producer will push nothing more. */
    boolean finished;
    /** The consumer will pull nothing more; the producer may stop. */
    boolean closed;
    /** The consumer asked for data since it last pulled. */
    boolean needed;
    long rows;
    long bytes;
    /** Bumped on every change, so the executor knows which neighbours to look at again. */
    long version;
}
