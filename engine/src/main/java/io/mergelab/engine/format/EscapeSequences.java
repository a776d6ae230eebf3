package io.mergelab.engine.format;

/** Backslash escapes shared by quoted strings and TSV: {@code \t \n \r \b \f \0 \a \v \\ \' \xHH}. */
final class EscapeSequences {
    private EscapeSequences() {
    }

    /**
     * Unescapes the sequence starting with the backslash at {@code s[i]} into {@code out}; returns the position
     * after it. Unknown escapes stand for the escaped character itself, as in ClickHouse.
     */
    static int unescape(byte[] s, int i, int end, TextBuffer out) {
        byte c = s[i + 1];
        switch (c) {
            case 'n' -> out.append('\n');
            case 't' -> out.append('\t');
            case 'r' -> out.append('\r');
            case 'b' -> out.append('\b');
            case 'f' -> out.append('\f');
            case '0' -> out.append((byte) 0);
            case 'a' -> out.append((byte) 7);
            case 'v' -> out.append((byte) 11);
            case 'x' -> {
                if (i + 3 < end && Character.digit(s[i + 2], 16) >= 0 && Character.digit(s[i + 3], 16) >= 0) {
                    out.append((byte) (Character.digit(s[i + 2], 16) << 4 | Character.digit(s[i + 3], 16)));
                    return i + 4;
                }
                out.append(c);
            }
            default -> out.append(c);
        }
        return i + 2;
    }

    /** Writes bytes escaping backslash, {@code quote} (if not 0) and the control characters ClickHouse escapes. */
    static void writeEscaped(byte[] data, int off, int len, byte quote, TextBuffer out) {
        int runStart = off;
        int end = off + len;
        for (int i = off; i < end; i++) {
            byte c = data[i];
            byte escape = switch (c) {
                case '\\' -> (byte) '\\';
                case '\n' -> (byte) 'n';
                case '\t' -> (byte) 't';
                case '\r' -> (byte) 'r';
                case '\b' -> (byte) 'b';
                case '\f' -> (byte) 'f';
                case 0 -> (byte) '0';
                default -> c == quote && quote != 0 ? quote : 0;
            };
            if (escape != 0) {
                out.append(data, runStart, i - runStart).append('\\').append(escape);
                runStart = i + 1;
            }
        }
        out.append(data, runStart, end - runStart);
    }
}
