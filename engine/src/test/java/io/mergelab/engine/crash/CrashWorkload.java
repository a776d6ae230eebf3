package io.mergelab.engine.crash;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.nio.file.Path;
import java.util.List;

/**
 * The child JVM of the crash tests: opens an engine on a data directory, with background merges running, and loops
 * until it is killed: insert a batch of rows (spread over partitions, so several parts), then two mutations on that
 * batch, an UPDATE and a DELETE, then {@code OPTIMIZE TABLE t FINAL} (one part per partition). On start
 * it first redoes the mutations of the newest batch (a kill may have come between the insert and them; both are
 * idempotent), so every batch but the newest has both mutations applied; then it prints {@link #READY}. Arguments: data directory, rows per batch.
 */
public final class CrashWorkload {
    /** Printed once the engine is open and the newest batch complete: kills after it hit the workload. */
    public static final String READY = "workload running";
    public static final String CREATE = "CREATE TABLE IF NOT EXISTS t (batch UInt32, id UInt64, v UInt64, pad String) "
            + "ENGINE = MergeTree PARTITION BY id % 3 ORDER BY id SETTINGS index_granularity = 1024";

    private CrashWorkload() {
    }

    public static void main(String[] args) {
        Path dir = Path.of(args[0]);
        long rows = Long.parseLong(args[1]);
        try (Engine engine = Engine.open(dir)) {
            Session s = engine.newSession();
            run(s, CREATE);
            run(s, "SYSTEM START MERGES");
            long next = 0;
            try (QueryResult r = s.execute("SELECT count(), max(batch) FROM t")) {
                List<Object> row = r.rows().get(0);
                if ((Long) row.get(0) > 0) {
                    long last = ((Number) row.get(1)).longValue();
                    mutate(s, last);
                    next = last + 1;
                }
            }
            System.out.println(READY);
            System.out.flush();
            for (long b = next; ; b++) {
                System.out.println("batch " + b);
                run(s, "INSERT INTO t SELECT " + b + ", " + b + " * " + rows + " + number, " + b + " * " + rows
                        + " + number, repeat('x', 40) FROM numbers(" + rows + ")");
                mutate(s, b);
                System.out.println("optimize after batch " + b);
                run(s, "OPTIMIZE TABLE t FINAL");
            }
        }
    }

    static void mutate(Session s, long batch) {
        run(s, "ALTER TABLE t UPDATE v = id + " + BatchCheck.UPDATED + " WHERE batch = " + batch);
        run(s, "ALTER TABLE t DELETE WHERE batch = " + batch + " AND id % 2 = 0");
    }

    private static void run(Session s, String sql) {
        s.execute(sql).close();
    }
}
