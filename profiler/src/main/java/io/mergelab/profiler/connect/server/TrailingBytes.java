package io.mergelab.profiler.connect.server;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** The last few kilobytes of a body copied through: where a server that failed mid-stream wrote its exception. */
final class TrailingBytes {
    private static final int KEPT = 8192;
    private final byte[] kept = new byte[KEPT];
    private int length;

    void add(byte[] bytes, int count) {
        if (count >= KEPT) {
            System.arraycopy(bytes, count - KEPT, kept, 0, KEPT);
            length = KEPT;
            return;
        }
        int keep = Math.min(length, KEPT - count);
        System.arraycopy(kept, length - keep, kept, 0, keep);
        System.arraycopy(bytes, 0, kept, keep, count);
        length = keep + count;
    }

    /** The text after the last line break but one (a final line break is not a line of its own). */
    String lastLine() {
        String text = new String(Arrays.copyOf(kept, length), StandardCharsets.UTF_8).stripTrailing();
        return text.substring(text.lastIndexOf('\n') + 1);
    }
}
