package io.mergelab.engine.aggregate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.QueryOptions;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.testing.MachineLoad;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * max_memory_usage and max_execution_time hold inside one block of a GROUP BY with many new groups, the fuzzer's
 * overrun of issue 21: a million-row block of unique keys used to be aggregated whole (seconds, hundreds of
 * megabytes) before either limit was looked at, and the query waited for it after another worker hit the limit.
 */
class AggregationLimitsTest {
    /** A state per group that grows with every row: a set and an array, keyed by a unique string. */
    private static final String MANY_GROUPS =
            "SELECT toString(number) AS k, uniqExact(number), groupArray(number) FROM numbers(1000000) GROUP BY k";
    private static final Pattern WOULD_USE = Pattern.compile("would use ([0-9.]+) MiB");
    private static Engine engine;
    private static Session session;

    @BeforeAll
    static void open() {
        engine = Engine.inMemory();
        session = engine.newSession();
        // compiled code, not the interpreter's first run, is what the bounds below are about
        for (int i = 0; i < 3; i++) {
            run(MANY_GROUPS.replace("1000000", "100000"), Map.of());
        }
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    @Test
    void memoryLimitStopsTheAggregationOfOneBigBlockAsItsStateGrows() {
        // the whole million rows come in one block; 40 MB hold about a quarter of their groups
        Map<String, String> settings = Map.of("max_block_size", "1000000", "max_threads", "1",
                "max_memory_usage", "40000000");
        assertThatThrownBy(() -> run(MANY_GROUPS, settings))
                .isInstanceOfSatisfying(MergeLabException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.MEMORY_LIMIT_EXCEEDED);
                    Matcher m = WOULD_USE.matcher(e.getMessage());
                    assertThat(m.find()).as(e.getMessage()).isTrue();
                    // a state doubles its hash table at worst between two checks; the whole block would be 240 MiB
                    assertThat(Double.parseDouble(m.group(1))).as("MiB the query would have used").isLessThan(2.5 * 38.15);
                });
    }

    @Test
    void timeLimitEndsTheQueryWithinASecondOfTheLimit() {
        // three million groups take seconds even on a quiet machine, so the limit is always what ends the query
        String threeMillionGroups = MANY_GROUPS.replace("1000000", "3000000");
        Map<String, String> settings = Map.of("max_execution_time", "0.2");
        for (int i = 0; i < 3; i++) {
            long start = System.nanoTime();
            assertThatThrownBy(() -> run(threeMillionGroups, settings))
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.TIMEOUT_EXCEEDED));
            double seconds = (System.nanoTime() - start) / 1e9;
            // the bound, stretched by the load per core as the fuzzer's is: threads waiting for a core
            assertThat(seconds).as("seconds the query ran").isLessThan(0.2 + 1.0 * MachineLoad.slowdown());
        }
    }

    private static void run(String sql, Map<String, String> settings) {
        try (QueryResult result = session.execute(sql, null, new QueryOptions(UUID.randomUUID().toString(), settings, Map.of()))) {
            result.chunks().forEachRemaining(c -> { });
        }
    }
}
