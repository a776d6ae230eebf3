package io.mergelab.profiler.connect;

import java.util.regex.Pattern;

/**
 * Values and names written into SQL text for any ClickHouse-dialect target: a string literal in single quotes and an
 * identifier in backquotes, each with backslash escapes, so no value can end the literal early.
 */
public final class SqlLiterals {
    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private SqlLiterals() {
    }

    /** {@code it's} → {@code 'it\'s'}. */
    public static String string(String value) {
        return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }

    /** {@code my db} → {@code `my db`}. */
    public static String identifier(String name) {
        return "`" + name.replace("\\", "\\\\").replace("`", "\\`") + "`";
    }

    /** {@code hits} as it is, {@code my db} → {@code `my db`}: a name quoted only when it would not parse bare. */
    public static String name(String name) {
        return PLAIN_NAME.matcher(name).matches() ? name : identifier(name);
    }
}
