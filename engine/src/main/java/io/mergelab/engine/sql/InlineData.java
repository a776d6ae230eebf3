package io.mergelab.engine.sql;

/**
 * Where the inline data of {@code INSERT ... FORMAT f <data>} ends: at the first {@code ;} that ends a line
 * (followed by nothing but spaces, or a {@code --} comment, up to the line end), or at the end of the text.
 * Data lines may contain {@code ;} elsewhere.
 */
final class InlineData {
    private InlineData() {
    }

    /** Offset of the terminating {@code ;}, or {@code text.length()} when there is none. */
    static int end(String text, int from) {
        for (int i = text.indexOf(';', from); i >= 0; i = text.indexOf(';', i + 1)) {
            if (endsLine(text, i + 1)) {
                return i;
            }
        }
        return text.length();
    }

    /** Where the data starts: after the format name and the single whitespace character that follows it. */
    static int start(String text, int formatNameEnd) {
        return formatNameEnd < text.length() && Character.isWhitespace(text.charAt(formatNameEnd))
                ? formatNameEnd + 1 : formatNameEnd;
    }

    private static boolean endsLine(String text, int p) {
        while (p < text.length()) {
            char c = text.charAt(p);
            if (c == '\n') {
                return true;
            }
            if (c == '-' && p + 1 < text.length() && text.charAt(p + 1) == '-') {
                return true;
            }
            if (c != ' ' && c != '\t' && c != '\r') {
                return false;
            }
            p++;
        }
        return true;
    }
}
