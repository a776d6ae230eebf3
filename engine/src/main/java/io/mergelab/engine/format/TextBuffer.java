package io.mergelab.engine.format;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** A growable byte buffer for writing text without per-value objects; values go in as UTF-8 bytes. */
final class TextBuffer {
    private static final byte[] LONG_MIN = "-9223372036854775808".getBytes(StandardCharsets.US_ASCII);

    private byte[] bytes;
    private int length;

    TextBuffer() {
        this(256);
    }

    TextBuffer(int capacity) {
        bytes = new byte[Math.max(16, capacity)];
    }

    int length() {
        return length;
    }

    byte[] array() {
        return bytes;
    }

    void reset() {
        length = 0;
    }

    private void ensure(int extra) {
        if (length + extra > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(length + extra, bytes.length * 2));
        }
    }

    TextBuffer append(byte b) {
        ensure(1);
        bytes[length++] = b;
        return this;
    }

    TextBuffer append(char asciiChar) {
        return append((byte) asciiChar);
    }

    TextBuffer append(byte[] src, int offset, int count) {
        ensure(count);
        System.arraycopy(src, offset, bytes, length, count);
        length += count;
        return this;
    }

    TextBuffer append(byte[] src) {
        return append(src, 0, src.length);
    }

    /** Appends a Java string as UTF-8. */
    TextBuffer append(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                return append(text.subSequence(i, text.length()).toString().getBytes(StandardCharsets.UTF_8));
            }
            append((byte) c);
        }
        return this;
    }

    TextBuffer appendLong(long v) {
        if (v == Long.MIN_VALUE) {
            return append(LONG_MIN);
        }
        if (v < 0) {
            append((byte) '-');
            v = -v;
        }
        int digits = digitCount(v);
        ensure(digits);
        int end = length + digits;
        for (int i = end - 1; i >= length; i--) {
            bytes[i] = (byte) ('0' + v % 10);
            v /= 10;
        }
        length = end;
        return this;
    }

    /** Appends {@code v} read as an unsigned 64-bit integer. */
    TextBuffer appendUnsignedLong(long v) {
        if (v >= 0) {
            return appendLong(v);
        }
        long quotient = (v >>> 1) / 5;
        long rem = v - quotient * 10;
        appendLong(quotient);
        return append((byte) ('0' + rem));
    }

    /** Appends {@code v} with at least {@code width} digits, left-padded with zeros; {@code v >= 0}. */
    TextBuffer appendPadded(long v, int width) {
        int digits = digitCount(v);
        for (int i = digits; i < width; i++) {
            append((byte) '0');
        }
        return appendLong(v);
    }

    private static int digitCount(long v) {
        int n = 1;
        while (v >= 10) {
            v /= 10;
            n++;
        }
        return n;
    }

    @Override
    public String toString() {
        return new String(bytes, 0, length, StandardCharsets.UTF_8);
    }
}
