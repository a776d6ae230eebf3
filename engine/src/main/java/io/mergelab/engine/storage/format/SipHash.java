package io.mergelab.engine.storage.format;

/**
 * SipHash-2-4 over a byte stream with key (0, 0), with the 128-bit result formed as ClickHouse forms it
 * (the 64-bit finalisation, then {@code v0 ^ v1} and {@code v2 ^ v3}), so partition ids of non-integral
 * partition keys match ClickHouse's.
 */
public final class SipHash {
    private long v0 = 0x736f6d6570736575L;
    private long v1 = 0x646f72616e646f6dL;
    private long v2 = 0x6c7967656e657261L;
    private long v3 = 0x7465646279746573L;
    private long word;
    private int wordBytes;
    private long count;

    public SipHash update(byte b) {
        word |= (b & 0xFFL) << (8 * wordBytes);
        count++;
        if (++wordBytes == 8) {
            compress(word);
            word = 0;
            wordBytes = 0;
        }
        return this;
    }

    public SipHash update(byte[] bytes, int offset, int length) {
        for (int i = 0; i < length; i++) {
            update(bytes[offset + i]);
        }
        return this;
    }

    /** Feeds the 8 little-endian bytes of {@code v}, as C++ {@code update(UInt64)} does on x86. */
    public SipHash updateLong(long v) {
        for (int i = 0; i < 8; i++) {
            update((byte) (v >>> (8 * i)));
        }
        return this;
    }

    public SipHash updateInt(int v) {
        for (int i = 0; i < 4; i++) {
            update((byte) (v >>> (8 * i)));
        }
        return this;
    }

    private void compress(long m) {
        v3 ^= m;
        round();
        round();
        v0 ^= m;
    }

    private void round() {
        v0 += v1;
        v1 = Long.rotateLeft(v1, 13);
        v1 ^= v0;
        v0 = Long.rotateLeft(v0, 32);
        v2 += v3;
        v3 = Long.rotateLeft(v3, 16);
        v3 ^= v2;
        v0 += v3;
        v3 = Long.rotateLeft(v3, 21);
        v3 ^= v0;
        v2 += v1;
        v1 = Long.rotateLeft(v1, 17);
        v1 ^= v2;
        v2 = Long.rotateLeft(v2, 32);
    }

    private void finish() {
        long last = word | ((count & 0xFFL) << 56);
        compress(last);
        v2 ^= 0xFF;
        round();
        round();
        round();
        round();
    }

    /** The 64-bit SipHash-2-4 value; the hash cannot be used afterwards. */
    public long get64() {
        finish();
        return v0 ^ v1 ^ v2 ^ v3;
    }

    /** 16 bytes: {@code v0 ^ v1} then {@code v2 ^ v3}, each little-endian; the hash cannot be used afterwards. */
    public byte[] get128() {
        finish();
        byte[] out = new byte[16];
        long lo = v0 ^ v1;
        long hi = v2 ^ v3;
        for (int i = 0; i < 8; i++) {
            out[i] = (byte) (lo >>> (8 * i));
            out[8 + i] = (byte) (hi >>> (8 * i));
        }
        return out;
    }

    public String hex128() {
        StringBuilder sb = new StringBuilder(32);
        for (byte b : get128()) {
            sb.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
        }
        return sb.toString();
    }
}
