package io.mergelab.profiler.connect;

/**
 * Values and names written into SQL text for any ClickHouse-dialect target: a string literal in single quotes and an
 * identifier in backquotes, each with backslash escapes, so no value can end the literal early.
 */
public final class SqlLiterals {

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
}
