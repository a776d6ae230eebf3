package io.mergelab.engine.column;

/**
 * Metadata a chunk may carry about its rows, such as the part and granules they were read from, for the processors
 * that know the concrete type (in the manner of ClickHouse's ChunkInfo).
 */
public interface ChunkInfo {
}
