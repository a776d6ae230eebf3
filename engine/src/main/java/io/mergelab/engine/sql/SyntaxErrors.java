package io.mergelab.engine.sql;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.List;

/**
 * Renders syntax errors the way ClickHouse does, plus line/column and a caret under the failing position:
 * <pre>
 * Syntax error: failed at position 10 (line 1, col 10): FORM t. Expected one of: ',', FROM, end of query
 * SELECT 1 FORM t
 *          ^
 * </pre>
 */
final class SyntaxErrors {
    private static final int EXCERPT_CHARS = 40;
    private static final int LINE_WINDOW = 100;

    private SyntaxErrors() {
    }

    static MergeLabException error(String sql, int start, int end, TokenType type, List<String> expected) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < start; i++) {
            if (sql.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        int lineEnd = sql.indexOf('\n', start);
        if (lineEnd < 0) {
            lineEnd = sql.length();
        }
        int column = start - lineStart + 1;

        StringBuilder m = new StringBuilder("Syntax error: failed at position ").append(start + 1)
                .append(" (line ").append(line).append(", col ").append(column).append("): ");
        m.append(type == TokenType.END ? "end of query" : excerpt(sql, start, lineEnd));
        if (type.isError()) {
            m.append(". ").append(type.errorMessage());
        }
        m.append(". Expected one of: ");
        m.append(expected.isEmpty() ? "end of query" : String.join(", ", expected));
        appendLineWithCaret(m, sql, lineStart, lineEnd, start);
        return new MergeLabException(ErrorCode.SYNTAX_ERROR, m.toString());
    }

    private static String excerpt(String sql, int start, int lineEnd) {
        int stop = Math.min(lineEnd, start + EXCERPT_CHARS);
        String s = stripCarriageReturn(sql.substring(start, stop));
        return stop < lineEnd ? s + "..." : s;
    }

    /** The offending line (cut to a window around the position when very long) and a caret under the position. */
    private static void appendLineWithCaret(StringBuilder m, String sql, int lineStart, int lineEnd, int position) {
        int from = lineStart;
        int to = lineEnd;
        String prefix = "";
        String suffix = "";
        if (to - from > 2 * LINE_WINDOW) {
            if (position - from > LINE_WINDOW) {
                from = position - LINE_WINDOW;
                prefix = "...";
            }
            if (to - position > LINE_WINDOW) {
                to = position + LINE_WINDOW;
                suffix = "...";
            }
        }
        m.append('\n').append(prefix).append(stripCarriageReturn(sql.substring(from, to))).append(suffix).append('\n');
        m.append(" ".repeat(prefix.length()));
        for (int i = from; i < position; i++) {
            m.append(sql.charAt(i) == '\t' ? '\t' : ' ');
        }
        m.append('^');
    }

    private static String stripCarriageReturn(String s) {
        return s.indexOf('\r') < 0 ? s : s.replace("\r", "");
    }
}
