package io.mergelab.profiler.bundle;

/**
 * The TabSeparated escapes of a field in a TSV dump. Array and map literals inside a field are read by
 * {@link io.mergelab.profiler.capture.CompositeText}, as capture reads them.
 */
final class ClickHouseText {
    private ClickHouseText() {
    }

    /** The value of a TabSeparated field: {@code \t}, {@code \n}, {@code \\}, {@code \'} ... undone; {@code \N} is NULL, read as empty. */
    static String unescapeField(String field) {
        if (field.equals("\\N")) {
            return "";
        }
        return unescape(field, 0, field.length());
    }

    private static String unescape(String text, int from, int to) {
        StringBuilder out = new StringBuilder(to - from);
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c != '\\' || i + 1 >= to) {
                out.append(c);
                continue;
            }
            char next = text.charAt(++i);
            out.append(switch (next) {
                case 'b' -> '\b';
                case 'f' -> '\f';
                case 'r' -> '\r';
                case 'n' -> '\n';
                case 't' -> '\t';
                case '0' -> '\0';
                default -> next;
            });
        }
        return out.toString();
    }
}
