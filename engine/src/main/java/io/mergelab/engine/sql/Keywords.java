package io.mergelab.engine.sql;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Which bare words are not plain names where the grammar could otherwise take them as one. Keywords are
 * recognised by context elsewhere, so most of them stay usable as column names ({@code type}, {@code engine},
 * {@code Settings}).
 */
final class Keywords {
    /** Words that cannot be a bare column name at the start of an operand. */
    private static final Set<String> NOT_AN_OPERAND = Set.of(
            "SELECT", "FROM", "WHERE", "PREWHERE", "HAVING", "UNION", "AS", "AND", "OR", "IS", "BETWEEN", "LIKE",
            "ILIKE", "IN", "WHEN", "THEN", "ELSE", "ON", "USING", "JOIN", "DISTINCT");

    /** Words that cannot be an alias written without AS: they start the clause or operator that may follow. */
    private static final Set<String> NOT_AN_IMPLICIT_ALIAS = Set.of(
            "FROM", "FINAL", "SAMPLE", "ARRAY", "LEFT", "RIGHT", "INNER", "FULL", "CROSS", "OUTER", "JOIN", "GLOBAL",
            "ANY", "ALL", "ASOF", "SEMI", "ANTI", "PASTE", "ON", "USING", "PREWHERE", "WHERE", "GROUP", "WITH",
            "HAVING", "ORDER", "LIMIT", "OFFSET", "BY", "SETTINGS", "FORMAT", "UNION", "EXCEPT", "INTERSECT", "INTO",
            "AS", "AND", "OR", "NOT", "BETWEEN", "LIKE", "ILIKE", "IN", "IS", "ASC", "DESC", "ASCENDING",
            "DESCENDING", "NULLS", "COLLATE", "DIV", "MOD", "WHEN", "THEN", "ELSE", "END", "VALUES", "SELECT",
            "WINDOW", "QUALIFY", "TO");

    /** Words the formatter backquotes when they are names, so the printed text parses back to the same tree. */
    private static final Set<String> QUOTED_WHEN_NAME;

    static {
        Set<String> quoted = new HashSet<>(NOT_AN_OPERAND);
        quoted.addAll(NOT_AN_IMPLICIT_ALIAS);
        quoted.addAll(Set.of("NULL", "TRUE", "FALSE", "INF", "NAN", "CASE", "INTERVAL", "CAST", "TUPLE"));
        QUOTED_WHEN_NAME = Set.copyOf(quoted);
    }

    private Keywords() {
    }

    static boolean isNotAnOperand(String word) {
        return NOT_AN_OPERAND.contains(word.toUpperCase(Locale.ROOT));
    }

    static boolean isNotAnImplicitAlias(String word) {
        return NOT_AN_IMPLICIT_ALIAS.contains(word.toUpperCase(Locale.ROOT));
    }

    static boolean needsQuotingAsName(String word) {
        return QUOTED_WHEN_NAME.contains(word.toUpperCase(Locale.ROOT));
    }
}
