package io.mergelab.profiler.parts;

import java.time.Instant;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * A run of the history placed on a table's merge timeline: when it started, how long it took, and how many of the
 * table's parts it read ({@code SelectedParts}) out of how many existed ({@code partsTotal}, from the parts snapshot
 * taken with the run); either is empty when the run did not record it.
 */
public record RunMark(String runId, Instant startedAt, double latencyMillis, OptionalLong partsRead,
                      OptionalLong partsTotal, String sql, boolean failed) {
    public RunMark {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(partsRead, "partsRead");
        Objects.requireNonNull(partsTotal, "partsTotal");
        Objects.requireNonNull(sql, "sql");
    }

    /** {@code 12/40 parts}, {@code 12 parts}, or empty when the run did not record it. */
    public String partsText() {
        if (partsRead.isEmpty()) {
            return "";
        }
        return partsRead.getAsLong() + (partsTotal.isPresent() ? "/" + partsTotal.getAsLong() : "") + " parts";
    }
}
