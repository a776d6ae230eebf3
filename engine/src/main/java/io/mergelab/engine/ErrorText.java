package io.mergelab.engine;

/**
 * Keeps error messages readable whatever the input: a name or value echoed in a message (a run of non-space
 * characters) longer than {@value #MAX_WORD_CHARS} characters keeps its first {@value #KEPT_WORD_CHARS} and says how
 * many were cut, and a message longer than {@value #MAX_MESSAGE_CHARS} keeps its beginning and end. A 1 MB table name
 * thus costs a line, not a megabyte, in the console, the query log and the app.
 */
final class ErrorText {
    static final int MAX_WORD_CHARS = 256;
    static final int KEPT_WORD_CHARS = 128;
    static final int MAX_MESSAGE_CHARS = 8192;
    private static final int KEPT_HEAD_CHARS = 6144;
    private static final int KEPT_TAIL_CHARS = 1024;

    private ErrorText() {
    }

    static String shorten(String message) {
        if (message == null || message.length() <= MAX_WORD_CHARS) {
            return message;
        }
        StringBuilder out = new StringBuilder(Math.min(message.length(), MAX_MESSAGE_CHARS + 64));
        int i = 0;
        int n = message.length();
        while (i < n) {
            int start = i;
            if (Character.isWhitespace(message.charAt(i))) {
                while (i < n && Character.isWhitespace(message.charAt(i))) {
                    i++;
                }
                out.append(message, start, i);
                continue;
            }
            while (i < n && !Character.isWhitespace(message.charAt(i))) {
                i++;
            }
            int length = i - start;
            if (length > MAX_WORD_CHARS) {
                int kept = Character.isHighSurrogate(message.charAt(start + KEPT_WORD_CHARS - 1))
                        ? KEPT_WORD_CHARS - 1 : KEPT_WORD_CHARS;
                out.append(message, start, start + kept).append("…(").append(length - kept)
                        .append(" more characters)");
            } else {
                out.append(message, start, i);
            }
        }
        if (out.length() <= MAX_MESSAGE_CHARS) {
            return out.toString();
        }
        int omitted = out.length() - KEPT_HEAD_CHARS - KEPT_TAIL_CHARS;
        return out.substring(0, KEPT_HEAD_CHARS) + " …(" + omitted + " characters omitted)… "
                + out.substring(out.length() - KEPT_TAIL_CHARS);
    }
}
