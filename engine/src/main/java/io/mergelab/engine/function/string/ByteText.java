package io.mergelab.engine.function.string;

import io.mergelab.engine.memory.QueryGuard;
import java.nio.charset.StandardCharsets;

/**
 * A reusable character view over ASCII bytes, so regular expressions scan column data without decoding each row
 * into a new String; index {@code i} of the view is byte {@code i} of the value. Rows holding non-ASCII bytes are
 * decoded as UTF-8 instead (see {@link #of}).
 */
final class ByteText implements CharSequence {
    /** Characters read between two checks of the query's limits (a few microseconds of matching). */
    private static final int CHECK_EVERY = 1 << 16;

    private final QueryGuard guard = QueryGuard.current();
    private int untilCheck = CHECK_EVERY;
    private byte[] data;
    private int start;
    private int length;
    private String decoded;

    /**
     * The row as characters: this view over its bytes when it is all ASCII, otherwise over the row decoded as
     * UTF-8. Every read checks the query's time limit and cancellation now and then, so a backtracking pattern
     * cannot hold the query past its limits.
     */
    CharSequence of(byte[] bytes, int from, int len) {
        decoded = null;
        for (int i = from; i < from + len; i++) {
            if (bytes[i] < 0) {
                decoded = new String(bytes, from, len, StandardCharsets.UTF_8);
                length = decoded.length();
                return this;
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
        if (--untilCheck == 0) {
            untilCheck = CHECK_EVERY;
            guard.check();
        }
        return decoded != null ? decoded.charAt(index) : (char) data[start + index];
    }

    @Override
    public CharSequence subSequence(int from, int to) {
        return decoded != null ? decoded.substring(from, to)
                : new String(data, start + from, to - from, StandardCharsets.ISO_8859_1);
    }

    @Override
    public String toString() {
        return decoded != null ? decoded : new String(data, start, length, StandardCharsets.ISO_8859_1);
    }

    /** Appends characters {@code [from, to)} of {@code text} (this view or a decoded String) as UTF-8 bytes. */
    static void append(StringColumns out, CharSequence text, int from, int to) {
        if (text instanceof ByteText view && view.decoded == null) {
            out.append(view.data, view.start + from, to - from);
        } else {
            byte[] b = text.subSequence(from, to).toString().getBytes(StandardCharsets.UTF_8);
            out.append(b, 0, b.length);
        }
    }
}
