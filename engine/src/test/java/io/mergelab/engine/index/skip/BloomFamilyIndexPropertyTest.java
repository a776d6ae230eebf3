package io.mergelab.engine.index.skip;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.StringJoiner;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * For random rows, Bloom-family indexes (bloom_filter, ngrambf_v1, tokenbf_v1 over a string and over an array) and
 * random predicates of the kinds they answer, alone, negated and combined: the rows with indexes equal the rows
 * without (use_skip_indexes = 0). Small filters make false positives common, so both dropping and keeping happen.
 */
class BloomFamilyIndexPropertyTest {
    private static final String[] WORDS = {"red", "green", "blue", "fox", "hen", "ab", "x", "тест", "a-b", "Fox", "redfox"};
    private static final String[] SEPARATORS = {" ", "-", ", ", "", "_"};

    @Property(tries = 10)
    void indexesNeverChangeTheResult(@ForAll long seed) {
        Random random = new Random(seed);
        int n = 2 + random.nextInt(3);
        try (Engine engine = Engine.inMemory()) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE p (k UInt64, s String, a Array(String), INDEX b s TYPE bloom_filter(0.05), "
                    + "INDEX n s TYPE ngrambf_v1(" + n + ", 64, 2, 0), INDEX t s TYPE tokenbf_v1(64, 2, 0), "
                    + "INDEX ab a TYPE bloom_filter(0.05), INDEX at a TYPE tokenbf_v1(64, 2, 1), INDEX an a TYPE ngrambf_v1(3, 64, 3, 0)) "
                    + "ENGINE = MergeTree ORDER BY k SETTINGS index_granularity = " + (1 + random.nextInt(4))).close();
            List<String> values = new ArrayList<>();
            StringJoiner rows = new StringJoiner(", ");
            int count = 10 + random.nextInt(60);
            for (int k = 0; k < count; k++) {
                String v = value(random);
                values.add(v);
                StringJoiner array = new StringJoiner(", ", "[", "]");
                for (int i = random.nextInt(4); i > 0; i--) {
                    array.add(quote(WORDS[random.nextInt(WORDS.length)]));
                }
                rows.add("(" + k + ", " + quote(v) + ", " + array + ")");
            }
            s.execute("INSERT INTO p VALUES " + rows).close();
            s.execute("SET use_skip_indexes_on_data_read = 0").close();
            for (int q = 0; q < 30; q++) {
                String predicate = predicate(random, values, 2);
                String sql = "SELECT k FROM p WHERE " + predicate + " ORDER BY k";
                List<List<Object>> with = s.execute(sql).rows();
                List<List<Object>> without = s.execute(sql + " SETTINGS use_skip_indexes = 0").rows();
                assertThat(with).as("seed %d: %s", seed, predicate).isEqualTo(without);
            }
        }
    }

    private static String value(Random random) {
        StringBuilder v = new StringBuilder(WORDS[random.nextInt(WORDS.length)]);
        for (int i = random.nextInt(4); i > 0; i--) {
            v.append(SEPARATORS[random.nextInt(SEPARATORS.length)]).append(WORDS[random.nextInt(WORDS.length)]);
        }
        return v.toString();
    }

    /** A needle: a word, a whole stored value or a piece of one. */
    private static String needle(Random random, List<String> values) {
        String v = values.get(random.nextInt(values.size()));
        return switch (random.nextInt(3)) {
            case 0 -> WORDS[random.nextInt(WORDS.length)];
            case 1 -> v;
            default -> {
                int from = random.nextInt(v.length());
                yield v.substring(from, from + 1 + random.nextInt(v.length() - from));
            }
        };
    }

    private static String predicate(Random random, List<String> values, int depth) {
        if (depth > 0 && random.nextInt(3) == 0) {
            return switch (random.nextInt(3)) {
                case 0 -> "NOT (" + predicate(random, values, depth - 1) + ")";
                case 1 -> "(" + predicate(random, values, depth - 1) + ") AND (" + predicate(random, values, depth - 1) + ")";
                default -> "(" + predicate(random, values, depth - 1) + ") OR (" + predicate(random, values, depth - 1) + ")";
            };
        }
        String x = needle(random, values);
        String y = needle(random, values);
        String word = WORDS[random.nextInt(WORDS.length)];
        String like = x.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
        return switch (random.nextInt(19)) {
            case 0 -> "s = " + quote(x);
            case 1 -> "s != " + quote(x);
            case 2 -> "s IN (" + quote(x) + ", " + quote(y) + ")";
            case 3 -> "s NOT IN (" + quote(x) + ", " + quote(y) + ")";
            case 4 -> "s LIKE " + quote("%" + like + "%");
            case 5 -> "s LIKE " + quote(like + "%");
            case 6 -> "s LIKE " + quote("%" + like);
            case 7 -> "s LIKE " + quote("% " + like + "_%");
            case 8 -> "s NOT LIKE " + quote("%" + like + "%");
            case 9 -> "startsWith(s, " + quote(x) + ")";
            case 10 -> "endsWith(s, " + quote(x) + ")";
            case 11 -> "match(s, " + quote(word + ".*" + WORDS[random.nextInt(WORDS.length)]) + ")";
            case 12 -> "multiSearchAny(s, [" + quote(x) + ", " + quote(y) + "])";
            case 13 -> "hasToken(s, " + quote(word.replace("-", "")) + ")";
            case 14 -> "has(a, " + quote(word) + ")";
            case 15 -> "hasAny(a, [" + quote(word) + ", " + quote(y) + "])";
            case 16 -> "hasAll(a, [" + quote(word) + ", " + quote(WORDS[random.nextInt(WORDS.length)]) + "])";
            case 17 -> quote(x) + " = s";
            default -> "match(s, " + quote(word + "|" + WORDS[random.nextInt(WORDS.length)]) + ")";
        };
    }

    private static String quote(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }
}
