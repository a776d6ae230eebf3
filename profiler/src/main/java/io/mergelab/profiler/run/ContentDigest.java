package io.mergelab.profiler.run;

import java.util.Locale;

/**
 * An order-independent digest of a table's rows, computed through SQL on any target:
 * {@code SELECT count(), sum(cityHash64(<every column, by name>)) FROM t} ({@code FROM t FINAL} when
 * {@code afterFinal}, for engines that collapse rows in merges). The same rows in another ORDER BY, PARTITION BY or
 * part split give the same digest; a changed row changes {@code hashSum}. Digests compare only between tables with
 * the same column names, computed by the same engine's {@code cityHash64}.
 *
 * @param rows the rows hashed ({@code count()}, after FINAL when {@code afterFinal})
 * @param hashSum the UInt64 sum of the rows' hashes (wrapping), its 64 bits kept in a Java long
 * @param afterFinal whether the rows were read with FINAL
 */
public record ContentDigest(long rows, long hashSum, boolean afterFinal) {

    /** The hash sum as 16 hex digits, as screens and commands print it. */
    public String text() {
        return String.format(Locale.ROOT, "%016x", hashSum);
    }
}
