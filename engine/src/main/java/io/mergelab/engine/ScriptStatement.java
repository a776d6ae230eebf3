package io.mergelab.engine;

import io.mergelab.engine.sql.SqlScript;
import java.util.List;

/**
 * One statement of a script. {@code sql} is the statement text without its terminating {@code ;};
 * {@code line} is the 1-based line where it starts; {@code trailingComment} is the text of the comments that
 * follow the {@code ;} on the same line (e.g. {@code -- { serverError 60 }}), or "" if none.
 */
public record ScriptStatement(String sql, int line, String trailingComment) {

    /**
     * Splits a script into statements as clickhouse-client does: on {@code ;} outside strings, quoted identifiers and
     * comments; the inline data of {@code INSERT ... FORMAT f} runs to the first {@code ;} that ends a line.
     */
    public static List<ScriptStatement> split(String script) {
        return SqlScript.split(script);
    }
}
