package io.mergelab.engine.sql;

/**
 * One statement of a script. {@code sql} is the statement text without its terminating {@code ;};
 * {@code line} is the 1-based line where it starts; {@code trailingComment} is the text of the comments that
 * follow the {@code ;} on the same line (e.g. {@code -- { serverError 60 }}), or "" if none.
 */
public record ScriptStatement(String sql, int line, String trailingComment) {
}
