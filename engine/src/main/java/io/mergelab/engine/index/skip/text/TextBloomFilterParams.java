package io.mergelab.engine.index.skip.text;

import net.jpountz.xxhash.XXHash64;
import net.jpountz.xxhash.XXHashFactory;

/**
 * The filter of a text index: {@code sizeBytes} bytes per index granule, {@code hashes} bits per token, and the
 * {@code seed} of the token hash, so indexes with different seeds hash independently. Tokens of up to 8 bytes (most
 * n-grams and words) are packed into a long and mixed, which is several times cheaper than a call to xxHash64 for the
 * one hash per n-gram that indexing a long string needs; longer tokens use xxHash64.
 */
record TextBloomFilterParams(int sizeBytes, int hashes, long seed) {
    private static final XXHash64 XX = XXHashFactory.fastestJavaInstance().hash64();

    long hash(byte[] data, int offset, int length) {
        if (length > 8) {
            return XX.hash(data, offset, length, seed);
        }
        long packed = 0;
        for (int i = 0; i < length; i++) {
            packed |= (data[offset + i] & 0xFFL) << (i << 3);
        }
        // Two multiply-xorshift rounds over the bytes, the length and the seed.
        long h = (packed ^ seed ^ ((long) length << 59)) * 0x9E3779B97F4A7C15L;
        h = (h ^ (h >>> 32)) * 0xD6E8FEB86659FD93L;
        h = (h ^ (h >>> 32)) * 0xD6E8FEB86659FD93L;
        return h ^ (h >>> 32);
    }
}
