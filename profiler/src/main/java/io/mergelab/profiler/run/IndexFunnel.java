package io.mergelab.profiler.run;

import java.util.List;
import java.util.Objects;

/**
 * How index analysis narrowed one table read of the run, stage by stage, as {@code EXPLAIN indexes = 1} reports it
 * ({@code table} is {@code db.t}). The stages are EXPLAIN's estimate; what was really selected is in the query log's
 * {@code SelectedParts} / {@code SelectedMarks}, which differ when a skip index is evaluated while reading
 * ({@code use_skip_indexes_on_data_read = 1}) — see {@code FunnelCheck} in the analysis package.
 */
public record IndexFunnel(String table, List<FunnelStage> stages) {
    public IndexFunnel {
        Objects.requireNonNull(table, "table");
        stages = List.copyOf(stages);
    }
}
