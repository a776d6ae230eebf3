package io.mergelab.engine.function.hash;

/** SipHash-2-4 with the all-zero key, the 64-bit variant ClickHouse's sipHash64 uses. */
final class SipHash64 {
    private SipHash64() {
    }

    static long hash(byte[] data, int from, int length) {
        long v0 = 0x736f6d6570736575L;
        long v1 = 0x646f72616e646f6dL;
        long v2 = 0x6c7967656e657261L;
        long v3 = 0x7465646279746573L;
        int end = from + length;
        int blocksEnd = from + (length & ~7);
        for (int i = from; i < blocksEnd; i += 8) {
            long m = littleEndian(data, i, 8);
            v3 ^= m;
            for (int r = 0; r < 2; r++) {
                v0 += v1; v1 = Long.rotateLeft(v1, 13); v1 ^= v0; v0 = Long.rotateLeft(v0, 32);
                v2 += v3; v3 = Long.rotateLeft(v3, 16); v3 ^= v2;
                v0 += v3; v3 = Long.rotateLeft(v3, 21); v3 ^= v0;
                v2 += v1; v1 = Long.rotateLeft(v1, 17); v1 ^= v2; v2 = Long.rotateLeft(v2, 32);
            }
            v0 ^= m;
        }
        // The last word holds the remaining bytes and the length's low byte in its top byte.
        long last = littleEndian(data, blocksEnd, end - blocksEnd) | ((long) (length & 0xFF) << 56);
        v3 ^= last;
        for (int r = 0; r < 2; r++) {
            v0 += v1; v1 = Long.rotateLeft(v1, 13); v1 ^= v0; v0 = Long.rotateLeft(v0, 32);
            v2 += v3; v3 = Long.rotateLeft(v3, 16); v3 ^= v2;
            v0 += v3; v3 = Long.rotateLeft(v3, 21); v3 ^= v0;
            v2 += v1; v1 = Long.rotateLeft(v1, 17); v1 ^= v2; v2 = Long.rotateLeft(v2, 32);
        }
        v0 ^= last;
        v2 ^= 0xff;
        for (int r = 0; r < 4; r++) {
            v0 += v1; v1 = Long.rotateLeft(v1, 13); v1 ^= v0; v0 = Long.rotateLeft(v0, 32);
            v2 += v3; v3 = Long.rotateLeft(v3, 16); v3 ^= v2;
            v0 += v3; v3 = Long.rotateLeft(v3, 21); v3 ^= v0;
            v2 += v1; v1 = Long.rotateLeft(v1, 17); v1 ^= v2; v2 = Long.rotateLeft(v2, 32);
        }
        return v0 ^ v1 ^ v2 ^ v3;
    }

    /** ClickHouse combines sipHash64 of several arguments by hashing the two hashes' 16 little-endian bytes. */
    static long combine(long h1, long h2) {
        byte[] b = new byte[16];
        for (int k = 0; k < 8; k++) {
            b[k] = (byte) (h1 >>> (8 * k));
            b[8 + k] = (byte) (h2 >>> (8 * k));
        }
        return hash(b, 0, 16);
    }

    private static long littleEndian(byte[] data, int from, int count) {
        long v = 0;
        for (int k = 0; k < count; k++) {
            v |= (data[from + k] & 0xFFL) << (8 * k);
        }
        return v;
    }
}
