package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.type.DataType;

/** UUID text: canonical {@code 8-4-4-4-12} lower-case hex; parsing also takes upper case and the 32-digit form. */
final class UuidText {
    private static final byte[] HEX = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private UuidText() {
    }

    /** The 16 bytes of the UUID, big-endian in text order. */
    static byte[] parse(byte[] s, int off, int len, DataType type) {
        boolean dashed = len == 36;
        if (!dashed && len != 32) {
            throw invalid(s, off, len, type);
        }
        byte[] out = new byte[16];
        int nibble = 0;
        for (int i = 0; i < len; i++) {
            byte c = s[off + i];
            if (dashed && (i == 8 || i == 13 || i == 18 || i == 23)) {
                if (c != '-') {
                    throw invalid(s, off, len, type);
                }
                continue;
            }
            int v = Character.digit(c, 16);
            if (v < 0) {
                throw invalid(s, off, len, type);
            }
            out[nibble >> 1] |= (byte) ((nibble & 1) == 0 ? v << 4 : v);
            nibble++;
        }
        return out;
    }

    private static RuntimeException invalid(byte[] s, int off, int len, DataType type) {
        return ParseErrors.cannotParse(ErrorCode.CANNOT_PARSE_UUID, s, off, len, type,
                "expected 32 hexadecimal digits as xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx");
    }

    static void write(byte[] data, int off, TextBuffer out) {
        for (int i = 0; i < 16; i++) {
            if (i == 4 || i == 6 || i == 8 || i == 10) {
                out.append('-');
            }
            int b = data[off + i] & 0xFF;
            out.append(HEX[b >> 4]).append(HEX[b & 0xF]);
        }
    }
}
