package io.mergelab.engine.function.string;

import java.nio.charset.StandardCharsets;

/**
 * A reusable character view over ASCII bytes, so regular expressions scan column data without decoding each row
 * into a new String; index {@code i} of the view is byte {@code i} of the value. Rows holding non-ASCII bytes are
 * decoded as UTF-8 instead (see {@link #of}).
 */
final class ByteText implements CharSequence {
    private byte[] data;
    private int start;
    private int length;

    /** The row as characters: this view when it is all ASCII, otherwise a decoded String. */
    CharSequence of(byte[] bytes, int from, int len) {
        for (int i = from; i < from + len; i++) {
            if (bytes[i] < 0) {
                return new String(bytes, from, len, StandardCharsets.UTF_8);
            }
        }
        data = bytes;
        start = from;
        length = len;
        return this;
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public char charAt(int index) {
        return (char) data[start + index];
    }

    @Override
    public CharSequence subSequence(int from, int to) {
        return new String(data, start + from, to - from, StandardCharsets.ISO_8859_1);
    }

    @Override
    public String toString() {
        return new String(data, start, length, StandardCharsets.ISO_8859_1);
    }

    /** Appends characters {@code [from, to)} of {@code text} (this view or a decoded String) as UTF-8 bytes. */
    static void append(StringColumns out, CharSequence text, int from, int to) {
        if (text instanceof ByteText view) {
            out.append(view.data, view.start + from, to - from);
        } else {
            byte[] b = text.subSequence(from, to).toString().getBytes(StandardCharsets.UTF_8);
            out.append(b, 0, b.length);
        }
    }
}
