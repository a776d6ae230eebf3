package io.mergelab.profiler.capture;

/**
 * ClickHouse's TabSeparated escapes, the one place MergeLab undoes them: in a field of a TSV dump, and in the quoted
 * strings of the array and map literals that system tables print ({@link CompositeText}).
 */
public final class TabSeparated {
    private TabSeparated() {
    }

    /** The value of a TabSeparated field: {@code \t}, {@code \n}, {@code \\}, {@code \'} ... undone; {@code \N} is NULL, read as empty. */
    public static String field(String field) {
        if (field.equals("\\N")) {
            return "";
        }
        StringBuilder out = new StringBuilder(field.length());
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            out.append(c == '\\' && i + 1 < field.length() ? unescaped(field.charAt(++i)) : c);
        }
        return out.toString();
    }

    /** The character that a backslash followed by {@code escaped} stands for. */
    static char unescaped(char escaped) {
        return switch (escaped) {
            case 'b' -> '\b';
            case 'f' -> '\f';
            case 'r' -> '\r';
            case 'n' -> '\n';
            case 't' -> '\t';
            case '0' -> '\0';
            default -> escaped;
        };
    }
}
