package io.mergelab.profiler.capture;

import java.util.Locale;

/** What capture needs to know of a statement's text without parsing it: whether EXPLAIN can take it. */
final class Statements {

    private Statements() {
    }

    /**
     * Whether the statement is a query EXPLAIN accepts: its first word, after comments and opening parentheses, is
     * {@code SELECT} or {@code WITH}.
     */
    static boolean explainable(String sql) {
        String word = firstWord(sql).toUpperCase(Locale.ROOT);
        return word.equals("SELECT") || word.equals("WITH");
    }

    /** The statement without a final semicolon (and the spaces around it), to be placed after {@code EXPLAIN}. */
    static String withoutFinalSemicolon(String sql) {
        String s = sql.strip();
        while (s.endsWith(";")) {
            s = s.substring(0, s.length() - 1).strip();
        }
        return s;
    }

    private static String firstWord(String sql) {
        int i = 0;
        int n = sql.length();
        while (i < n) {
            char c = sql.charAt(i);
            if (Character.isWhitespace(c) || c == '(') {
                i++;
            } else if (sql.startsWith("--", i) || sql.startsWith("#", i)) {
                int end = sql.indexOf('\n', i);
                i = end < 0 ? n : end + 1;
            } else if (sql.startsWith("/*", i)) {
                int end = sql.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
            } else {
                break;
            }
        }
        int start = i;
        while (i < n && Character.isLetter(sql.charAt(i))) {
            i++;
        }
        return sql.substring(start, i);
    }
}
