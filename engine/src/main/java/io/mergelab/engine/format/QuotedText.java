package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;

/** Single-quoted strings as ClickHouse writes them inside arrays and tuples: {@code 'it\'s'}. */
final class QuotedText {
    private QuotedText() {
    }

    /**
     * Reads a quoted string starting at the opening quote {@code s[pos]}, unescaping into {@code out};
     * returns the position after the closing quote. Accepts backslash escapes and a doubled quote.
     */
    static int read(byte[] s, int pos, int end, TextBuffer out) {
        byte quote = s[pos];
        int i = pos + 1;
        while (i < end) {
            byte c = s[i];
            if (c == quote) {
                if (i + 1 < end && s[i + 1] == quote) {
                    out.append(quote);
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            if (c == '\\' && i + 1 < end) {
                i = EscapeSequences.unescape(s, i, end, out);
                continue;
            }
            out.append(c);
            i++;
        }
        throw new MergeLabException(ErrorCode.CANNOT_PARSE_QUOTED_STRING,
                "Cannot parse quoted string: expected closing quote: '" + ParseErrors.text(s, pos, end - pos) + "'");
    }

    /** Writes {@code 'bytes'} escaping the quote, the backslash and control characters. */
    static void write(byte[] data, int off, int len, TextBuffer out) {
        out.append('\'');
        EscapeSequences.writeEscaped(data, off, len, (byte) '\'', out);
        out.append('\'');
    }
}
