package io.mergelab.profiler.run;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One execution of one statement with its full capture. {@code id} identifies the run in the store; {@code queryId}
 * is the target's query_id (a UUID MergeLab gave, or the one in an imported dump). Repetitions of one request share
 * a {@code seriesId} and are numbered from 0 by {@code repetition}; a single run is a series of one.
 *
 * <p>{@code settings} holds the settings the run changed from the target's defaults, {@code parameters} the query
 * parameters bound to {@code {name:Type}}, {@code tags} the user's tags (sent to the target as {@code log_comment}).
 * What could not be captured is named in {@code missing} ("system.processors_profile_log: not on this server"), so
 * a screen can tell "nothing happened" from "not known".
 *
 * <p>{@code datasets} says, for each table read that a MergeLab generator loaded, what made it and whether it still
 * holds those rows.
 *
 * <p>{@code partLog} holds the {@code system.part_log} events of the tables read from shortly before the run to
 * right after it (parts appearing, merging, disappearing), oldest first; runs captured or stored before it existed
 * have none.
 *
 * <p>{@code nodes} is the run's breakdown per server when it ran on a cluster (each server's query_log rows and parts
 * of the run), empty otherwise. Both were added last; the shorter constructors make runs without them.
 */
public record Run(
        String id,
        String seriesId,
        int repetition,
        String queryId,
        TargetInfo target,
        String sql,
        long normalizedQueryHash,
        Map<String, String> settings,
        Map<String, String> parameters,
        List<String> tags,
        Instant startedAt,
        Outcome outcome,
        Optional<QueryLogEntry> queryLog,
        List<ProcessorRow> processors,
        List<IndexFunnel> indexFunnels,
        Explains explains,
        List<PartRow> parts,
        List<DatasetFingerprint> datasets,
        MachineFacts machine,
        List<String> missing,
        List<PartLogEvent> partLog,
        List<NodeRun> nodes) {

    public Run {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(seriesId, "seriesId");
        Objects.requireNonNull(queryId, "queryId");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(explains, "explains");
        Objects.requireNonNull(machine, "machine");
        settings = OrderedMaps.copyOf(settings);
        parameters = OrderedMaps.copyOf(parameters);
        tags = List.copyOf(tags);
        queryLog = Objects.requireNonNull(queryLog, "queryLog");
        processors = List.copyOf(processors);
        indexFunnels = List.copyOf(indexFunnels);
        parts = List.copyOf(parts);
        datasets = List.copyOf(datasets);
        missing = List.copyOf(missing);
        // null: a bundle written before these existed
        partLog = partLog == null ? List.of() : List.copyOf(partLog);
        nodes = nodes == null ? List.of() : List.copyOf(nodes);
    }

    /** A run without part log events or a per-server breakdown, as runs were before they were captured. */
    public Run(String id, String seriesId, int repetition, String queryId, TargetInfo target, String sql,
               long normalizedQueryHash, Map<String, String> settings, Map<String, String> parameters, List<String> tags,
               Instant startedAt, Outcome outcome, Optional<QueryLogEntry> queryLog, List<ProcessorRow> processors,
               List<IndexFunnel> indexFunnels, Explains explains, List<PartRow> parts,
               List<DatasetFingerprint> datasets, MachineFacts machine, List<String> missing) {
        this(id, seriesId, repetition, queryId, target, sql, normalizedQueryHash, settings, parameters, tags, startedAt,
                outcome, queryLog, processors, indexFunnels, explains, parts, datasets, machine, missing, List.of(),
                List.of());
    }

    /** A run that did not run on a cluster: no per-server breakdown. */
    public Run(String id, String seriesId, int repetition, String queryId, TargetInfo target, String sql,
               long normalizedQueryHash, Map<String, String> settings, Map<String, String> parameters, List<String> tags,
               Instant startedAt, Outcome outcome, Optional<QueryLogEntry> queryLog, List<ProcessorRow> processors,
               List<IndexFunnel> indexFunnels, Explains explains, List<PartRow> parts,
               List<DatasetFingerprint> datasets, MachineFacts machine, List<String> missing,
               List<PartLogEvent> partLog) {
        this(id, seriesId, repetition, queryId, target, sql, normalizedQueryHash, settings, parameters, tags, startedAt,
                outcome, queryLog, processors, indexFunnels, explains, parts, datasets, machine, missing, partLog,
                List.of());
    }

    public boolean failed() {
        return outcome.error().isPresent();
    }
}
