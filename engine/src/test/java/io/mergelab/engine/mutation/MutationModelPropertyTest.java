package io.mergelab.engine.mutation;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * Random sequences of inserts (over three partitions), DELETE and UPDATE mutations (some IN PARTITION), OPTIMIZE FINAL
 * and restarts give the same rows as applying them to a map in memory, and leave no mutation unfinished.
 */
class MutationModelPropertyTest {

    /** One step of a sequence; {@link #sql} is null for a restart. */
    private interface Op {
        String sql();

        void apply(Map<Long, Long> rows);
    }

    private record Insert(long from, int count, long value) implements Op {
        public String sql() {
            return "INSERT INTO t SELECT " + from + " + number, " + value + " + number % 5 FROM numbers(" + count + ")";
        }

        public void apply(Map<Long, Long> rows) {
            for (long k = from; k < from + count; k++) {
                rows.put(k, value + (k - from) % 5);
            }
        }
    }

    private record Delete(int mod, int rem, Integer partition) implements Op {
        public String sql() {
            return "ALTER TABLE t DELETE" + in(partition) + " WHERE k % " + mod + " = " + rem;
        }

        public void apply(Map<Long, Long> rows) {
            rows.keySet().removeIf(k -> k % mod == rem && inPartition(k, partition));
        }
    }

    private record Update(int mod, int rem, long add, Integer partition) implements Op {
        public String sql() {
            return "ALTER TABLE t UPDATE v = v + " + add + " * (k % 2 + 1)" + in(partition) + " WHERE k % " + mod + " = " + rem;
        }

        public void apply(Map<Long, Long> rows) {
            rows.replaceAll((k, v) -> k % mod == rem && inPartition(k, partition) ? v + add * (k % 2 + 1) : v);
        }
    }

    private record Simple(String sql) implements Op {
        public void apply(Map<Long, Long> rows) {
        }
    }

    private static String in(Integer partition) {
        return partition == null ? "" : " IN PARTITION " + partition;
    }

    private static boolean inPartition(long k, Integer partition) {
        return partition == null || k % 3 == partition;
    }

    // each try opens an engine on disk (and reopens it at restarts): few tries, each a long sequence
    @Property(tries = 15)
    void mutationsMatchAModel(@ForAll("sequences") List<Op> ops) throws IOException {
        Path dir = Files.createTempDirectory("mutation-model");
        Map<Long, Long> model = new TreeMap<>();
        long next = 0;
        Engine engine = Engine.open(dir);
        try {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (k UInt64, v Int64) ENGINE = MergeTree PARTITION BY k % 3 ORDER BY k "
                    + "SETTINGS index_granularity = 8").close();
            for (Op op : ops) {
                if (op.sql() == null) {
                    engine.close();
                    engine = Engine.open(dir);
                    s = engine.newSession();
                    continue;
                }
                // inserts are generated without keys: each takes the next unused ones, so keys stay unique
                Op actual = op instanceof Insert i ? new Insert(next, i.count(), i.value()) : op;
                next += op instanceof Insert i ? i.count() : 0;
                s.execute(actual.sql()).close();
                actual.apply(model);
            }
            List<List<Object>> expected = new ArrayList<>();
            model.forEach((k, v) -> expected.add(List.of(k, v)));
            assertThat(rows(s, "SELECT k, v FROM t ORDER BY k")).as(ops.toString()).isEqualTo(expected);
            assertThat(rows(s, "SELECT mutation_id FROM system.mutations WHERE table = 't' AND NOT is_done"))
                    .as(ops.toString()).isEmpty();
        } finally {
            engine.close();
            deleteTree(dir);
        }
    }

    @Provide
    Arbitrary<List<Op>> sequences() {
        Arbitrary<Integer> partition = Arbitraries.integers().between(0, 2).injectNull(0.6);
        Arbitrary<Op> insert = Combinators.combine(Arbitraries.integers().between(1, 40), Arbitraries.longs().between(-5, 5))
                .as((count, value) -> new Insert(0, count, value));
        Arbitrary<Op> delete = Combinators.combine(Arbitraries.integers().between(2, 7), Arbitraries.integers().between(0, 6),
                partition).as((mod, rem, p) -> new Delete(mod, rem % mod, p));
        Arbitrary<Op> update = Combinators.combine(Arbitraries.integers().between(1, 5), Arbitraries.integers().between(0, 4),
                Arbitraries.longs().between(-100, 100), partition).as((mod, rem, add, p) -> new Update(mod, rem % mod, add, p));
        Arbitrary<Op> other = Arbitraries.of(new Simple("OPTIMIZE TABLE t FINAL"), new Simple(null));
        return Arbitraries.frequencyOf(
                Tuple.of(4, insert), Tuple.of(3, delete), Tuple.of(3, update), Tuple.of(1, other)).list().ofMinSize(1).ofMaxSize(14);
    }

    private static List<List<Object>> rows(Session s, String sql) {
        try (QueryResult r = s.execute(sql)) {
            return new ArrayList<>(r.rows());
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
