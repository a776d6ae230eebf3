package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.nio.charset.StandardCharsets;

/** Builds value-parsing errors worded like ClickHouse's: {@code Cannot parse string 'abc' as UInt8: ...}. */
final class ParseErrors {
    /** Long texts are cut in messages so one bad field cannot flood a log. */
    private static final int MAX_SHOWN_BYTES = 200;

    private ParseErrors() {
    }

    static String text(byte[] s, int off, int len) {
        int shown = Math.min(len, MAX_SHOWN_BYTES);
        String t = new String(s, off, shown, StandardCharsets.UTF_8);
        return shown < len ? t + "..." : t;
    }

    static MergeLabException cannotParse(ErrorCode code, byte[] s, int off, int len, DataType type, String detail) {
        return new MergeLabException(code, "Cannot parse string '" + text(s, off, len) + "' as " + type.name() + ": " + detail);
    }

    /** The detail ClickHouse gives for a value that stops parsing at {@code pos} (relative to the value start). */
    static String syntaxDetail(byte[] s, int off, int pos) {
        return pos == 0 ? "syntax error at begin of string"
                : "syntax error at position " + pos + " (parsed just '" + text(s, off, pos) + "')";
    }
}
