package io.mergelab.profiler.report;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SQL as escaped HTML with keywords, string literals, numbers and comments in spans a stylesheet colours. A simple
 * lexer, not a parser: enough to read a statement, and every piece of text is escaped whatever its class.
 */
final class SqlHighlighter {
    private static final Set<String> KEYWORDS = Set.of("SELECT", "FROM", "WHERE", "PREWHERE", "AND", "OR", "NOT",
            "GROUP", "BY", "ORDER", "LIMIT", "OFFSET", "HAVING", "AS", "ON", "USING", "JOIN", "LEFT", "RIGHT", "INNER",
            "OUTER", "ANY", "ALL", "FULL", "CROSS", "UNION", "DISTINCT", "WITH", "SETTINGS", "FORMAT", "FINAL", "IN",
            "IS", "NULL", "LIKE", "ILIKE", "BETWEEN", "CASE", "WHEN", "THEN", "ELSE", "END", "ASC", "DESC", "NULLS",
            "FIRST", "LAST", "INSERT", "INTO", "VALUES", "CREATE", "TABLE", "DATABASE", "DROP", "ALTER", "ENGINE",
            "PARTITION", "PRIMARY", "KEY", "INDEX", "TYPE", "GRANULARITY", "EXPLAIN", "OPTIMIZE", "SYSTEM", "SET",
            "TOTALS", "ARRAY", "TRUE", "FALSE", "IF", "EXISTS", "SHOW", "DESCRIBE", "USE", "CAST", "INTERVAL");
    private static final Pattern TOKENS = Pattern.compile(
            "(?<comment>--[^\\n]*|/\\*.*?\\*/)|(?<string>'(?:[^'\\\\]|\\\\.|'')*'?)|(?<quoted>`[^`]*`?|\"[^\"]*\"?)"
                    + "|(?<number>\\b\\d[\\d_]*(?:\\.\\d+)?(?:[eE][+-]?\\d+)?\\b)|(?<word>[A-Za-z_][A-Za-z0-9_]*)",
            Pattern.DOTALL);

    private SqlHighlighter() {
    }

    static String html(String sql) {
        StringBuilder out = new StringBuilder(sql.length() * 2);
        Matcher m = TOKENS.matcher(sql);
        int last = 0;
        while (m.find()) {
            out.append(Html.escape(sql.substring(last, m.start())));
            String token = m.group();
            String css = m.group("comment") != null ? "c" : m.group("string") != null ? "s"
                    : m.group("number") != null ? "n"
                    : m.group("word") != null && KEYWORDS.contains(token.toUpperCase(Locale.ROOT)) ? "k" : null;
            out.append(css == null ? Html.escape(token)
                    : "<span class=\"" + css + "\">" + Html.escape(token) + "</span>");
            last = m.end();
        }
        return out.append(Html.escape(sql.substring(last))).toString();
    }
}
