package io.mergelab.profiler.text;

import io.mergelab.engine.ReadableNumbers;
import io.mergelab.profiler.connect.ResultSummary;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The lines clickhouse-client prints after a statement, byte for byte: a blank line, then
 * {@code N rows in set. Elapsed: 0.169 sec. } followed, when at least 1000 rows were read, by
 * {@code Processed 10.00 million rows, 40.00 MB (59.04 million rows/s., 236.17 MB/s.)} and a line
 * {@code Peak memory usage: 101.15 MiB.}; then a blank line. With zero elapsed time the rates are replaced by
 * {@code ". "}. When the statement failed and returned no rows, the {@code N rows in set. } part is left out.
 */
public final class ClientSummary {
    private static final long MIN_ROWS_FOR_PROGRESS = 1000;

    private ClientSummary() {
    }

    public static String format(ResultSummary summary) {
        return format(summary, false);
    }

    public static String format(ResultSummary summary, boolean failed) {
        StringBuilder out = new StringBuilder("\n");
        long rows = summary.resultRows();
        if (!failed || rows != 0) {
            out.append(rows).append(rows == 1 ? " row" : " rows").append(" in set. ");
        }
        out.append("Elapsed: ").append(seconds(summary.elapsedNanos())).append(" sec. ");
        if (summary.readRows() >= MIN_ROWS_FOR_PROGRESS) {
            out.append("Processed ").append(ReadableNumbers.quantity(summary.readRows())).append(" rows, ")
                    .append(ReadableNumbers.decimalSize(summary.readBytes()));
            long elapsedNanos = summary.elapsedNanos();
            if (elapsedNanos > 0) {
                out.append(" (").append(ReadableNumbers.quantity(summary.readRows() * 1e9 / elapsedNanos))
                        .append(" rows/s., ").append(ReadableNumbers.decimalSize(summary.readBytes() * 1e9 / elapsedNanos))
                        .append("/s.)");
            } else {
                out.append(". ");
            }
            out.append("\nPeak memory usage: ").append(ReadableNumbers.size(Math.max(0, summary.peakMemoryBytes())))
                    .append('.');
        }
        return out.append("\n\n").toString();
    }

    /** The summary on one line, for a status bar: {@code 2 rows in set. Elapsed: 0.001 sec.} */
    public static String oneLine(ResultSummary summary) {
        return format(summary).strip().replaceAll("\\s*\\n\\s*", " ");
    }

    private static String seconds(long nanos) {
        return new BigDecimal(nanos / 1e9).setScale(3, RoundingMode.HALF_UP).toPlainString();
    }
}
