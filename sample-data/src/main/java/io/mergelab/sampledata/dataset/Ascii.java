package io.mergelab.sampledata.dataset;

import java.nio.charset.StandardCharsets;

/** The generators' words and names are plain ASCII: one byte a character in a String column. */
public final class Ascii {
    private Ascii() {
    }

    public static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    /** Each of {@code texts} as bytes, for picking by index while filling a block. */
    public static byte[][] bytes(String[] texts) {
        byte[][] out = new byte[texts.length][];
        for (int i = 0; i < texts.length; i++) {
            out[i] = bytes(texts[i]);
        }
        return out;
    }

    public static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.US_ASCII);
    }
}
