package io.mergelab.engine.format;

import io.mergelab.engine.QuerySummary;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The lines clickhouse-client prints after a query in interactive mode, byte for byte: a blank line, then
 * {@code N rows in set. Elapsed: 0.169 sec. } followed, when at least 1000 rows were read, by
 * {@code Processed 10.00 million rows, 40.00 MB (59.04 million rows/s., 236.17 MB/s.)} and a line
 * {@code Peak memory usage: 101.15 MiB.}; then a blank line. With zero elapsed time the rates are replaced by
 * {@code ". "}. The elapsed time has three decimals; read rows and bytes count what was read, not written.
 */
public final class ClientSummary {
    private static final long MIN_ROWS_FOR_PROGRESS = 1000;

    private ClientSummary() {
    }

    /** The summary of a query that succeeded. */
    public static String format(QuerySummary summary) {
        return format(summary, false);
    }

    /**
     * The summary after a query; when it failed and returned no rows, clickhouse-client leaves out the
     * {@code "N rows in set. "} part.
     */
    public static String format(QuerySummary summary, boolean failed) {
        StringBuilder out = new StringBuilder("\n");
        long rows = summary.resultRows();
        if (!failed || rows != 0) {
            out.append(rows).append(rows == 1 ? " row" : " rows").append(" in set. ");
        }
        out.append("Elapsed: ").append(seconds(summary.elapsedNanos())).append(" sec. ");
        if (summary.readRows() >= MIN_ROWS_FOR_PROGRESS) {
            out.append("Processed ").append(ReadableFormat.quantity(summary.readRows())).append(" rows, ")
                    .append(ReadableFormat.decimalSize(summary.readBytes()));
            long elapsedNanos = summary.elapsedNanos();
            if (elapsedNanos > 0) {
                out.append(" (").append(ReadableFormat.quantity(summary.readRows() * 1e9 / elapsedNanos)).append(" rows/s., ")
                        .append(ReadableFormat.decimalSize(summary.readBytes() * 1e9 / elapsedNanos)).append("/s.)");
            } else {
                out.append(". ");
            }
            out.append("\nPeak memory usage: ").append(ReadableFormat.size(Math.max(0, summary.peakMemoryBytes()))).append('.');
        }
        return out.append("\n\n").toString();
    }

    private static String seconds(long nanos) {
        return new BigDecimal(nanos / 1e9).setScale(3, RoundingMode.HALF_UP).toPlainString();
    }
}
