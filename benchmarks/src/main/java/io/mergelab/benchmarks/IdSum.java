package io.mergelab.benchmarks;

import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import java.util.Iterator;

/** {@code sum(id)} over the benchmark table, summed from the streamed chunks of {@code SELECT id}. */
final class IdSum {
    private IdSum() {
    }

    static long of(Session session) {
        long sum = 0;
        try (QueryResult r = session.execute("SELECT id FROM bench")) {
            Iterator<Chunk> it = r.chunks();
            while (it.hasNext()) {
                LongColumn c = (LongColumn) it.next().column(0);
                long[] v = c.values();
                for (int i = 0; i < c.size(); i++) {
                    sum += v[i];
                }
            }
        }
        return sum;
    }
}
