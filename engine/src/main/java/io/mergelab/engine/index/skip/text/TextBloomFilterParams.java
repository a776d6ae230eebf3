package io.mergelab.engine.index.skip.text;

import net.jpountz.xxhash.XXHash64;
import net.jpountz.xxhash.XXHashFactory;

/**
 * The filter of a text index: {@code sizeBytes} bytes per index granule, {@code hashes} bits per token, and the
 * {@code seed} of the token hash (xxHash64), so indexes with different seeds hash independently.
 */
record TextBloomFilterParams(int sizeBytes, int hashes, long seed) {
    private static final XXHash64 XX = XXHashFactory.fastestJavaInstance().hash64();

    long hash(byte[] data, int offset, int length) {
        return XX.hash(data, offset, length, seed);
    }
}
