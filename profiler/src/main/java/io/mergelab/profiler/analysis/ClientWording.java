package io.mergelab.profiler.analysis;

import io.mergelab.engine.ReadableNumbers;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Optional;

/**
 * A run's summary in clickhouse-client's words, without the blank lines around it:
 * {@code 1 row in set. Elapsed: 1.417 sec. Processed 57.34 thousand rows, 3.90 MB (40.47 thousand rows/s., 2.75 MB/s.)}
 * and {@code Peak memory usage: 1.86 MiB.} Elapsed is the client's wall time; rows, bytes and memory come from the
 * query log row and, as the client does, appear only from 1,000 rows read. A failed run with no rows leaves out
 * {@code N rows in set.}
 */
public final class ClientWording {
    private static final long MIN_ROWS_FOR_PROGRESS = 1000;

    private ClientWording() {
    }

    public static String summary(Run run) {
        StringBuilder out = new StringBuilder();
        long rows = run.outcome().resultRows();
        if (!run.failed() || rows != 0) {
            out.append(rows).append(rows == 1 ? " row" : " rows").append(" in set. ");
        }
        long micros = run.outcome().clientElapsedMicros();
        out.append("Elapsed: ").append(new BigDecimal(micros / 1e6).setScale(3, RoundingMode.HALF_UP).toPlainString())
                .append(" sec.");
        Optional<QueryLogEntry> log = run.queryLog();
        if (log.isPresent() && log.get().readRows() >= MIN_ROWS_FOR_PROGRESS) {
            QueryLogEntry q = log.get();
            out.append(" Processed ").append(ReadableNumbers.quantity(q.readRows())).append(" rows, ")
                    .append(ReadableNumbers.decimalSize(q.readBytes()));
            if (micros > 0) {
                out.append(" (").append(ReadableNumbers.quantity(q.readRows() * 1e6 / micros)).append(" rows/s., ")
                        .append(ReadableNumbers.decimalSize(q.readBytes() * 1e6 / micros)).append("/s.)");
            } else {
                out.append('.');
            }
            out.append("\nPeak memory usage: ").append(ReadableNumbers.size(Math.max(0, q.memoryUsage()))).append('.');
        }
        return out.toString();
    }
}
