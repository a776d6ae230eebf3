package io.mergelab.engine.aggregate;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * GROUP BY several keys through SQL, by each key method: fixed-width keys packed into one word (keys64) or two
 * (keys128), and keys serialized into a byte string (an integer and a String, Nullable keys, Float keys). Each
 * query's groups must equal those of the same GROUP BY over one String key built from the keys, which a different
 * table groups, at one and two threads and across several parts.
 */
class MultiKeyGroupByTest {
    private Engine engine;
    private Session session;

    @BeforeEach
    void load() {
        engine = Engine.inMemory();
        session = engine.newSession();
        session.execute("CREATE TABLE t (id UInt64, w Int64, ip Int32, u UInt32, d Date, small Int16, s String, "
                + "n Nullable(Int32), f Float64) ENGINE = MergeTree ORDER BY id").close();
        for (int part = 0; part < 3; part++) {
            session.execute("INSERT INTO t SELECT number, "
                    + "(number % 701) * 1000000007 - 350000000000, toInt32(number % 353) - 170, "
                    + "toUInt32(number % 5 * 4000000000 / 5), toDate('2013-07-01') + number % 3, "
                    + "toInt16(number % 7) - 3, if(number % 11 = 0, '', concat('phrase ', toString(number % 29))), "
                    + "if(number % 13 = 0, NULL, toInt32(number % 17) - 8), (number % 9) / 4 - 1 "
                    + "FROM numbers(" + (part * 40_000) + ", 40000)").close();
        }
    }

    @AfterEach
    void close() {
        engine.close();
    }

    @Test
    void twoWordKeysGroupAsTheirStringForm() {
        // Int64 + Int32 (96 bits), Int64 + UInt32 + Date + Int16 (128 bits): keys128
        assertSameGroups("w, ip", "concat(toString(w), '|', toString(ip))");
        assertSameGroups("w, u, d, small", "concat(toString(w), '|', toString(u), '|', toString(d), '|', toString(small))");
    }

    @Test
    void oneWordKeysGroupAsTheirStringForm() {
        assertSameGroups("ip, u", "concat(toString(ip), '|', toString(u))");
        assertSameGroups("small, d", "concat(toString(small), '|', toString(d))");
    }

    @Test
    void serializedKeysGroupAsTheirStringForm() {
        // more than 128 bits, a String, a Nullable, a Float: serialized
        assertSameGroups("w, s", "concat(toString(w), '|', s)");
        assertSameGroups("w, ip, u, small, id", "concat(toString(w), '|', toString(ip), '|', toString(u), '|', "
                + "toString(small), '|', toString(id))");
        assertSameGroups("n, s", "concat(ifNull(toString(n), 'null'), '|', s)");
        assertSameGroups("s, f, ip", "concat(s, '|', toString(f), '|', toString(ip))");
    }

    /**
     * The groups of {@code GROUP BY keys} (count and sum(id) per group, keyed by {@code asString}) equal those of
     * {@code GROUP BY asString}, at 1 and 2 threads.
     */
    private void assertSameGroups(String keys, String asString) {
        for (int threads : new int[] {1, 2}) {
            String settings = " SETTINGS max_threads = " + threads + ", max_block_size = 7000";
            List<List<Object>> byKeys = rows("SELECT " + asString + " AS k, c, total FROM (SELECT " + keys
                    + ", count() AS c, sum(id) AS total FROM t GROUP BY " + keys + ") ORDER BY k" + settings);
            List<List<Object>> byString = rows("SELECT " + asString + " AS k, count() AS c, sum(id) AS total FROM t "
                    + "GROUP BY k ORDER BY k" + settings);
            assertThat(byKeys).as("GROUP BY %s at %d threads", keys, threads).hasSizeGreaterThan(10).isEqualTo(byString);
        }
    }

    private List<List<Object>> rows(String sql) {
        try (QueryResult r = session.execute(sql)) {
            return r.rows();
        }
    }
}
