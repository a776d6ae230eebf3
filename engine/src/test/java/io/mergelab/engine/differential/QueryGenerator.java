package io.mergelab.engine.differential;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random queries in the SQL both ClickHouse and DuckDB read the same way: filters, arithmetic, GROUP BY with
 * aggregates, ORDER BY over every output column with LIMIT, and inner/left joins. Each query says whether its
 * row order is defined (ORDER BY over all columns) or must be compared as a multiset.
 */
final class QueryGenerator {
    record Query(String sql, boolean ordered) {
    }

    private static final String[] NUMERIC = {"a", "b", "id"};
    private final SplittableRandom r;

    QueryGenerator(long seed) {
        r = new SplittableRandom(seed);
    }

    Query next() {
        return switch (r.nextInt(4)) {
            case 0 -> projection();
            case 1 -> grouped();
            case 2 -> join();
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
