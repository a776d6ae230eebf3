package io.mergelab.engine.function.hash;

/**
 * CityHash64 as of CityHash v1.0.2, the version ClickHouse fixed for cityHash64 (later CityHash versions
 * give different values). Reads little-endian words straight from the byte array.
 */
public final class CityHash64 {
    private static final long K0 = 0xc3a5c85c97cb3127L;
    private static final long K1 = 0xb492b66fbe98f273L;
    private static final long K2 = 0x9ae16a3b2f90404fL;
    private static final long K3 = 0xc949d7c7509e6557L;
    private static final long K_MUL = 0x9ddfea08eb382d69L;

    private CityHash64() {
    }

    private static long fetch64(byte[] s, int i) {
        return (s[i] & 0xFFL) | (s[i + 1] & 0xFFL) << 8 | (s[i + 2] & 0xFFL) << 16 | (s[i + 3] & 0xFFL) << 24
                | (s[i + 4] & 0xFFL) << 32 | (s[i + 5] & 0xFFL) << 40 | (s[i + 6] & 0xFFL) << 48 | (s[i + 7] & 0xFFL) << 56;
    }

    private static long fetch32(byte[] s, int i) {
        return (s[i] & 0xFFL) | (s[i + 1] & 0xFFL) << 8 | (s[i + 2] & 0xFFL) << 16 | (s[i + 3] & 0xFFL) << 24;
    }

    private static long rotate(long v, int shift) {
        return shift == 0 ? v : Long.rotateRight(v, shift);
    }

    private static long shiftMix(long v) {
        return v ^ (v >>> 47);
    }

    /** Hash128to64 of the pair (low = u, high = v); ClickHouse also combines per-argument hashes with it. */
    public static long hash128to64(long u, long v) {
        long a = (u ^ v) * K_MUL;
        a ^= a >>> 47;
        long b = (v ^ a) * K_MUL;
        b ^= b >>> 47;
        return b * K_MUL;
    }

    public static long hash(byte[] s, int offset, int length) {
        if (length <= 32) {
            return length <= 16 ? hashLen0to16(s, offset, length) : hashLen17to32(s, offset, length);
        }
        if (length <= 64) {
            return hashLen33to64(s, offset, length);
        }
        // v1.0.2 hashes the end first, seeded differently from later versions (v1.1 changed these lines and the loop)
        int end = offset + length;
        long x = fetch64(s, offset);
        long y = fetch64(s, end - 16) ^ K1;
        long z = fetch64(s, end - 56) ^ K0;
        long[] v = weakHashLen32WithSeeds(s, end - 64, length, y);
        long[] w = weakHashLen32WithSeeds(s, end - 32, length * K1, K0);
        z += shiftMix(v[1]) * K1;
        x = rotate(z + x, 39) * K1;
        y = rotate(y, 33) * K1;
        int remaining = (length - 1) & ~63;
        int p = offset;
        do {
            x = rotate(x + y + v[0] + fetch64(s, p + 16), 37) * K1;
            y = rotate(y + v[1] + fetch64(s, p + 48), 42) * K1;
            x ^= w[1];
            y ^= v[0];
            z = rotate(z ^ w[0], 33);
            v = weakHashLen32WithSeeds(s, p, v[1] * K1, x + w[0]);
            w = weakHashLen32WithSeeds(s, p + 32, z + w[1], y);
            long t = z;
            z = x;
            x = t;
            p += 64;
            remaining -= 64;
        } while (remaining != 0);
        return hash128to64(hash128to64(v[0], w[0]) + shiftMix(y) * K1 + z, hash128to64(v[1], w[1]) + x);
    }

    private static long hashLen0to16(byte[] s, int o, int len) {
        if (len > 8) {
            long a = fetch64(s, o);
            long b = fetch64(s, o + len - 8);
            return hash128to64(a, Long.rotateRight(b + len, len)) ^ b;
        }
        if (len >= 4) {
            long a = fetch32(s, o);
            return hash128to64(len + (a << 3), fetch32(s, o + len - 4));
        }
        if (len > 0) {
            int a = s[o] & 0xFF;
            int b = s[o + (len >> 1)] & 0xFF;
            int c = s[o + len - 1] & 0xFF;
            int y = a + (b << 8);
            int z = len + (c << 2);
            return shiftMix((y & 0xFFFFFFFFL) * K2 ^ (z & 0xFFFFFFFFL) * K3) * K2;
        }
        return K2;
    }

    private static long hashLen17to32(byte[] s, int o, int len) {
        long a = fetch64(s, o) * K1;
        long b = fetch64(s, o + 8);
        long c = fetch64(s, o + len - 8) * K2;
        long d = fetch64(s, o + len - 16) * K0;
        return hash128to64(rotate(a - b, 43) + rotate(c, 30) + d, a + rotate(b ^ K3, 20) - c + len);
    }

    private static long hashLen33to64(byte[] s, int o, int len) {
        long z = fetch64(s, o + 24);
        long a = fetch64(s, o) + (len + fetch64(s, o + len - 16)) * K0;
        long b = rotate(a + z, 52);
        long c = rotate(a, 37);
        a += fetch64(s, o + 8);
        c += rotate(a, 7);
        a += fetch64(s, o + 16);
        long vf = a + z;
        long vs = b + rotate(a, 31) + c;
        a = fetch64(s, o + 16) + fetch64(s, o + len - 32);
        z = fetch64(s, o + len - 8);
        b = rotate(a + z, 52);
        c = rotate(a, 37);
        a += fetch64(s, o + len - 24);
        c += rotate(a, 7);
        a += fetch64(s, o + len - 16);
        long wf = a + z;
        long ws = b + rotate(a, 31) + c;
        long r = shiftMix((vf + ws) * K2 + (wf + vs) * K0);
        return shiftMix(r * K0 + vs) * K2;
    }

    private static long[] weakHashLen32WithSeeds(byte[] s, int o, long a, long b) {
        long w = fetch64(s, o);
        long x = fetch64(s, o + 8);
        long y = fetch64(s, o + 16);
        long z = fetch64(s, o + 24);
        a += w;
        b = rotate(b + a + z, 21);
        long c = a;
        a += x;
        a += y;
        b += rotate(a, 44);
        return new long[] {a + z, b + c};
    }
}
