package io.mergelab.engine.differential;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random queries in the SQL both ClickHouse and DuckDB read the same way: filters, arithmetic, GROUP BY with
 * aggregates, ORDER BY over every output column with LIMIT, inner/left joins, joins with conditions beyond the key
 * equality, CROSS and comma joins of small inputs, and common table expressions. Each query says whether its row
 * order is defined (ORDER BY over all columns) or must be compared as a multiset.
 */
final class QueryGenerator {
    /** {@code joinUseNulls}: MergeLab runs it with join_use_nulls = 1, so unmatched join columns are NULL as in DuckDB. */
    record Query(String sql, boolean ordered, boolean joinUseNulls) {
        Query(String sql, boolean ordered) {
            this(sql, ordered, false);
        }
    }

    private static final String[] NUMERIC = {"a", "b", "id"};
    private final SplittableRandom r;

    QueryGenerator(long seed) {
        r = new SplittableRandom(seed);
    }

    Query next() {
        return switch (r.nextInt(7)) {
            case 0 -> projection();
            case 1 -> grouped();
            case 2 -> join();
            case 3 -> conditionJoin();
            case 4 -> crossJoin();
            case 5 -> commonTableExpression();
            default -> topN();
        };
    }

    private Query projection() {
        List<String> cols = new ArrayList<>(List.of(pick("a", "b", "c", "s", "d", "id")));
        cols.add(expression());
        return new Query("SELECT " + String.join(", ", cols) + " FROM t WHERE " + filter(), false);
    }

    private Query grouped() {
        String key = pick("s", "a % 5", "d", "a");
        List<String> aggs = new ArrayList<>();
        aggs.add("count(*)");
        int n = 1 + r.nextInt(3);
        for (int i = 0; i < n; i++) {
            aggs.add(pick("sum(a)", "min(b)", "max(b)", "sum(b)", "min(c)", "max(c)", "min(s)", "max(d)", "sum(a * 2)"));
        }
        String where = r.nextBoolean() ? " WHERE " + filter() : "";
        String having = r.nextInt(4) == 0 ? " HAVING count(*) > " + r.nextInt(1, 20) : "";
        return new Query("SELECT " + key + ", " + String.join(", ", aggs) + " FROM t" + where + " GROUP BY " + key + having, false);
    }

    private Query join() {
        String kind = r.nextBoolean() ? "INNER" : "LEFT";
        String where = r.nextBoolean() ? " WHERE " + filter().replace("a ", "t.a ").replace("(a", "(t.a") : "";
        // ClickHouse fills unmatched LEFT JOIN columns with defaults (join_use_nulls = 0), DuckDB with NULL: coalesce agrees.
        return new Query("SELECT t.id, t.a, coalesce(u.w, 0), coalesce(u.name, '') FROM t " + kind + " JOIN u ON t.a = u.k" + where, false);
    }

    /**
     * A join whose ON adds conditions to the key equality (on both sides, the right side only or the left side only),
     * or is an OR of two equalities.
     * Unmatched rows get defaults in ClickHouse and NULL in DuckDB: coalesce agrees, or MergeLab runs it with
     * join_use_nulls = 1.
     */
    private Query conditionJoin() {
        String kind = pick("INNER", "LEFT", "RIGHT", "FULL");
        boolean nulls = r.nextBoolean();
        String extra = switch (r.nextInt(4)) {
            case 0 -> "t.b % 1000 " + pick("<", ">") + " u.w";
            case 1 -> "u.w " + pick("<", ">") + " " + r.nextInt(0, 1000);
            case 2 -> "t.c " + pick("<", ">") + " " + r.nextInt(-1000, 1000);
            default -> "t.b % 1000 < u.w AND u.name != 'alpha0'";
        };
        String left = kind.equals("INNER") || kind.equals("LEFT") ? "t" : "(SELECT * FROM t WHERE id < 300) AS t";
        String columns = nulls ? "t.id, t.a, u.k, u.w, u.name"
                : "coalesce(t.id, 0), coalesce(t.a, 0), coalesce(u.k, 0), coalesce(u.w, 0)";
        String on = r.nextInt(5) == 0 ? "t.a = u.k OR t.b % 40 = u.k" : "t.a = u.k AND " + extra;
        return new Query("SELECT " + columns + " FROM " + left + " " + kind + " JOIN u ON " + on, false, nulls);
    }

    /** A CROSS or comma join of small inputs, filtered or aggregated. */
    private Query crossJoin() {
        String small = "(SELECT id, a, b FROM t WHERE id < " + r.nextInt(5, 60) + ") AS x";
        return switch (r.nextInt(3)) {
            case 0 -> new Query("SELECT x.id, u.k, u.w FROM " + small + " CROSS JOIN u", false);
            case 1 -> new Query("SELECT x.id, u.k FROM " + small + ", u WHERE x.a = u.k AND u.w > " + r.nextInt(0, 1000), false);
            default -> new Query("SELECT u.k, count(*), sum(x.b) FROM " + small + ", u WHERE x.a " + pick("<", ">")
                    + " u.k GROUP BY u.k", false);
        };
    }

    /** WITH name AS (SELECT ...): read once, twice in a self join, or in an IN subquery. */
    private Query commonTableExpression() {
        return switch (r.nextInt(3)) {
            case 0 -> new Query("WITH x AS (SELECT a, b FROM t WHERE " + filter() + ") SELECT a, count(*), sum(b) FROM x "
                    + "GROUP BY a", false);
            case 1 -> new Query("WITH x AS (SELECT k, w FROM u WHERE w > " + r.nextInt(0, 1000) + ") SELECT x1.k, x1.w, x2.w "
                    + "FROM x AS x1 JOIN x AS x2 ON x1.k = x2.k AND x1.w <= x2.w", false);
            default -> new Query("WITH x AS (SELECT k FROM u WHERE w < " + r.nextInt(0, 1000) + ") SELECT id, a FROM t "
                    + "WHERE a IN (SELECT k FROM x) AND " + filter(), false);
        };
    }

    private Query topN() {
        String expr = expression();
        return new Query("SELECT id, " + expr + " AS e FROM t WHERE " + filter() + " ORDER BY e " + pick("ASC", "DESC")
                + ", id LIMIT " + r.nextInt(1, 50), true);
    }

    private String filter() {
        String f = comparison();
        int more = r.nextInt(3);
        for (int i = 0; i < more; i++) {
            f = "(" + f + ") " + pick("AND", "OR") + " (" + comparison() + ")";
        }
        return f;
    }

    private String comparison() {
        return switch (r.nextInt(6)) {
            case 0 -> pick(NUMERIC) + " " + pick("=", "!=", "<", "<=", ">", ">=") + " " + r.nextInt(-30, 60);
            case 1 -> "s = '" + pick(DifferentialData.WORDS) + "'";
            case 2 -> "a IN (" + r.nextInt(-20, 50) + ", " + r.nextInt(-20, 50) + ", " + r.nextInt(-20, 50) + ")";
            case 3 -> "d >= '2024-02-" + String.format("%02d", r.nextInt(1, 29)) + "'";
            case 4 -> "c " + pick("<", ">") + " " + r.nextInt(-1000, 1000);
            default -> "NOT (a " + pick("<", ">") + " " + r.nextInt(-20, 50) + ")";
        };
    }

    private String expression() {
        return switch (r.nextInt(5)) {
            case 0 -> "a + b";
            case 1 -> "a * " + r.nextInt(1, 7);
            case 2 -> "abs(b)";
            case 3 -> "b - a * 3";
            default -> "c * 2";
        };
    }

    private String pick(String... options) {
        return options[r.nextInt(options.length)];
    }
}
