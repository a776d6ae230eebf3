package io.mergelab.profiler.experiment;

import io.mergelab.profiler.compare.ComparisonOptions;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A finished experiment: what ran ({@code kind}, {@code name}, {@code description}, {@code options}), the layouts with
 * their storage, the digest every layout's data had ({@code dataDigest}), one comparison per query, the matrix cells
 * (query by query, in the comparisons' variant order), notices (queries left out, caps reached) and, for an
 * experiment that replays another ({@code mergelab replay}), the id of the one it replays ({@code replayOf}).
 */
public record Experiment(String id, Instant createdAt, String kind, String name, String description,
                         ComparisonOptions options, List<LayoutResult> layouts, List<String> settings,
                         String dataDigest, List<QueryComparison> queries, List<ExperimentCell> cells,
                         List<String> notices, Optional<String> replayOf) {
    public Experiment {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(dataDigest, "dataDigest");
        layouts = List.copyOf(layouts);
        settings = List.copyOf(settings);
        queries = List.copyOf(queries);
        cells = List.copyOf(cells);
        notices = List.copyOf(notices);
        // JSON written before bundle version 6 has no replayOf
        replayOf = replayOf == null ? Optional.empty() : replayOf;
    }

    /** An experiment that replays none. */
    public Experiment(String id, Instant createdAt, String kind, String name, String description,
                      ComparisonOptions options, List<LayoutResult> layouts, List<String> settings,
                      String dataDigest, List<QueryComparison> queries, List<ExperimentCell> cells,
                      List<String> notices) {
        this(id, createdAt, kind, name, description, options, layouts, settings, dataDigest, queries, cells, notices,
                Optional.empty());
    }

    /** This experiment marked as the replay of experiment {@code originalId}. */
    public Experiment asReplayOf(String originalId) {
        return new Experiment(id, createdAt, kind, name, description, options, layouts, settings, dataDigest, queries,
                cells, notices, Optional.of(originalId));
    }

    /** The cells of one query, in its comparison's variant order. */
    public List<ExperimentCell> cellsOf(String query) {
        return cells.stream().filter(c -> c.query().equals(query)).toList();
    }
}
