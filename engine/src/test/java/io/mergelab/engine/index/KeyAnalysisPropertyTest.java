package io.mergelab.engine.index;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Index analysis never changes a result: random data in several parts with small granules, random sorting and
 * partition keys, and random predicates over every operator key analysis understands (and some it does not) return
 * the same rows from the keyed table as from the same rows in a table without keys, and as with
 * {@code use_primary_key = 0}.
 */
class KeyAnalysisPropertyTest {
    private static final String COLUMNS = "a Int32, b Nullable(Int16), s String, d Date, f Float64, u UInt64";
    private static final String[] ORDER_BY = {"a", "(a, s)", "(s, a)", "(d, a)", "(toStartOfMonth(d), a)",
        "(intDiv(a, 3), s)", "f", "u", "negate(a)", "(s, d)", "tuple()", "(a, b)"};
    private static final String[] PARTITION_BY = {"", "toYYYYMM(d)", "a % 4", "intDiv(a, 10)", "s", "(toYYYYMM(d), a % 2)",
        "toStartOfMonth(d)"};
    private static final String[] OPS = {"=", "!=", "<", "<=", ">", ">="};
    private static final String[] STRINGS = {"''", "'a'", "'ab'", "'abc'", "'b'", "'ba'", "'c'", "'bb'"};
    private static final String[] PREFIXES = {"a", "b", "ab", "c", "bz"};
    private static final String[] FLOATS = {"nan", "-1.5", "0", "1.5", "2", "2.5", "3", "100"};
    private static final String[] UINTS = {"0", "1", "5", "9223372036854775809", "18446744073709551615"};

    private static Engine engine;
    private static Session session;

    @BeforeContainer
    static void open() {
        engine = Engine.inMemory();
        session = engine.newSession();
        session.execute("SET log_queries = 0").close();
    }

    @AfterContainer
    static void close() {
        engine.close();
    }

    @Property(tries = 10)
    void keyAnalysisKeepsEveryMatchingRow(@ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        String partition = PARTITION_BY[r.nextInt(PARTITION_BY.length)];
        exec("DROP TABLE IF EXISTS keyed");
        exec("DROP TABLE IF EXISTS plain");
        exec("CREATE TABLE keyed (" + COLUMNS + ") ENGINE = MergeTree "
                + (partition.isEmpty() ? "" : "PARTITION BY " + partition + " ")
                + "ORDER BY " + ORDER_BY[r.nextInt(ORDER_BY.length)]
                + " SETTINGS allow_nullable_key = 1, index_granularity = " + (2 + r.nextInt(7)));
        exec("CREATE TABLE plain (" + COLUMNS + ") ENGINE = MergeTree ORDER BY tuple()");
        int inserts = 2 + r.nextInt(3);
        List<String> all = new ArrayList<>();
        for (int i = 0; i < inserts; i++) {
            String values = rows(r, 10 + r.nextInt(60));
            exec("INSERT INTO keyed VALUES " + values);
            all.add(values);
        }
        exec("INSERT INTO plain VALUES " + String.join(",", all));
        for (int q = 0; q < 30; q++) {
            String predicate = predicate(r, 3);
            String select = "SELECT a, b, s, d, f, u FROM {table} WHERE " + predicate + " ORDER BY a, b, s, d, f, u";
            List<String> expected = rowsOf(select.replace("{table}", "plain"));
            assertThat(rowsOf(select.replace("{table}", "keyed"))).as(predicate).isEqualTo(expected);
            assertThat(rowsOf(select.replace("{table}", "keyed") + " SETTINGS use_primary_key = 0")).as(predicate)
                    .isEqualTo(expected);
        }
    }

    private static String rows(SplittableRandom r, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(',');
            }
            String b = r.nextInt(5) == 0 ? "NULL" : Integer.toString(r.nextInt(11) - 5);
            sb.append('(').append(r.nextInt(61) - 30).append(',').append(b).append(',').append(randomString(r))
                    .append(",toDate('2024-01-01') + ").append(r.nextInt(120)).append(',')
                    .append(FLOATS[r.nextInt(FLOATS.length)]).append(',').append(UINTS[r.nextInt(UINTS.length)]).append(')');
        }
        return sb.toString();
    }

    private static String randomString(SplittableRandom r) {
        StringBuilder sb = new StringBuilder("'");
        int len = r.nextInt(4);
        for (int i = 0; i < len; i++) {
            sb.append((char) ('a' + r.nextInt(3)));
        }
        return sb.append('\'').toString();
    }

    private static String predicate(SplittableRandom r, int depth) {
        int choice = depth == 0 ? 3 : r.nextInt(6);
        return switch (choice) {
            case 0 -> "(" + predicate(r, depth - 1) + " AND " + predicate(r, depth - 1) + ")";
            case 1 -> "(" + predicate(r, depth - 1) + " OR " + predicate(r, depth - 1) + ")";
            case 2 -> "NOT (" + predicate(r, depth - 1) + ")";
            default -> atom(r);
        };
    }

    private static String atom(SplittableRandom r) {
        String op = OPS[r.nextInt(OPS.length)];
        int c = r.nextInt(61) - 30;
        return switch (r.nextInt(25)) {
            case 0 -> "a " + op + " " + c;
            case 1 -> c + " " + op + " a";
            case 2 -> "a BETWEEN " + c + " AND " + (c + r.nextInt(20));
            case 3 -> "a NOT BETWEEN " + c + " AND " + (c + r.nextInt(20));
            case 4 -> "a IN (" + intList(r) + ")";
            case 5 -> "a NOT IN (" + intList(r) + ")";
            case 6 -> "b " + op + " " + (r.nextInt(11) - 5);
            case 7 -> "b " + (r.nextBoolean() ? "IN" : "NOT IN") + " (" + intList(r) + (r.nextBoolean() ? ", NULL" : "") + ")";
            case 8 -> "s " + op + " " + STRINGS[r.nextInt(STRINGS.length)];
            case 9 -> "s " + (r.nextBoolean() ? "LIKE" : "NOT LIKE") + " '" + PREFIXES[r.nextInt(PREFIXES.length)]
                    + (r.nextBoolean() ? "%'" : r.nextBoolean() ? "_'" : "%c'");
            case 10 -> "startsWith(s, '" + PREFIXES[r.nextInt(PREFIXES.length)] + "')";
            case 11 -> "s " + (r.nextBoolean() ? "IN" : "NOT IN") + " (" + STRINGS[r.nextInt(STRINGS.length)] + ", "
                    + STRINGS[r.nextInt(STRINGS.length)] + ")";
            case 12 -> "d " + op + " '2024-0" + (1 + r.nextInt(4)) + "-" + (10 + r.nextInt(18)) + "'";
            case 13 -> "toYYYYMM(d) " + op + " 20240" + (1 + r.nextInt(4));
            case 14 -> "toStartOfMonth(d) " + op + " toDate('2024-0" + (1 + r.nextInt(4)) + "-01')";
            case 15 -> "f " + op + " " + FLOATS[r.nextInt(FLOATS.length)];
            case 16 -> "u " + op + " " + UINTS[r.nextInt(UINTS.length)];
            case 17 -> "a + 1 " + op + " " + c;
            case 18 -> "-a " + op + " " + c;
            case 19 -> "intDiv(a, 3) " + op + " " + (c / 3);
            case 20 -> "a * 2 " + op + " " + c;
            case 21 -> "a % 4 " + op + " " + (r.nextInt(7) - 3);
            case 22 -> r.nextBoolean() ? "isNull(b)" : "b IS NOT NULL";
            case 23 -> "(a, s) " + (r.nextBoolean() ? "IN" : "NOT IN") + " ((" + c + ", " + STRINGS[r.nextInt(STRINGS.length)]
                    + "), (" + (r.nextInt(61) - 30) + ", " + STRINGS[r.nextInt(STRINGS.length)] + "))";
            default -> r.nextBoolean() ? "1 = 1" : "0";
        };
    }

    private static String intList(SplittableRandom r) {
        List<String> values = new ArrayList<>();
        int n = 1 + r.nextInt(4);
        for (int i = 0; i < n; i++) {
            values.add(Integer.toString(r.nextInt(61) - 30));
        }
        return String.join(", ", values);
    }

    private static void exec(String sql) {
        session.execute(sql).close();
    }

    private static List<String> rowsOf(String sql) {
        try (QueryResult res = session.execute(sql)) {
            return res.rows().stream().map(Object::toString).toList();
        }
    }
}
