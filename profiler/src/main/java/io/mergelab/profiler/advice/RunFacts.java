package io.mergelab.profiler.advice;

import io.mergelab.profiler.text.Thousands;
import io.mergelab.profiler.analysis.ProcessorGraph;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import io.mergelab.engine.ReadableNumbers;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** What several rules read from a run, read one way: settings with their defaults, counters, sources, wording. */
final class RunFacts {
    /** ClickHouse's merging transforms for FINAL, one per layer or partition merged. */
    static final Set<String> FINAL_MERGES = Set.of("ReplacingSorted", "CollapsingSorted", "VersionedCollapsingSorted",
            "SummingSorted", "AggregatingSorted", "GraphiteRollupSorted");
    static final long DEFAULT_MAX_BLOCK_SIZE = 65_409;

    private RunFacts() {
    }

    /** A setting as the run had it: changed for the run, else as the query log recorded it, else the default. */
    static String setting(Run run, String name, String defaultValue) {
        String value = run.settings().get(name);
        if (value == null) {
            value = run.queryLog().map(q -> q.settings().get(name)).orElse(null);
        }
        return value == null ? defaultValue : value.strip();
    }

    static boolean enabled(Run run, String name, boolean defaultValue) {
        String value = setting(run, name, defaultValue ? "1" : "0");
        return value.equals("1") || value.equalsIgnoreCase("true");
    }

    static long number(Run run, String name, long defaultValue) {
        try {
            return Long.parseLong(setting(run, name, Long.toString(defaultValue)));
        } catch (NumberFormatException e) {
            return defaultValue;
        }
    }

    /** The threads a query may use: {@code max_threads}, where 0 (the default) means the machine's cores. */
    static int threads(Run run) {
        long maxThreads = number(run, "max_threads", 0);
        return (int) Math.max(1, maxThreads == 0 ? run.machine().cores() : maxThreads);
    }

    static long event(Run run, String name) {
        return run.queryLog().map(q -> q.profileEvent(name)).orElse(0L);
    }

    /** The server's duration of the run in µs (query_log), or the client's wall time when there is no log row. */
    static long durationMicros(Run run) {
        return run.queryLog().map(q -> q.queryDurationMs() * 1000).filter(d -> d > 0)
                .orElse(run.outcome().clientElapsedMicros());
    }

    static long totalWorkMicros(Run run) {
        return run.processors().stream().mapToLong(ProcessorRow::elapsedMicros).sum();
    }

    /** Processors nothing feeds: the pipeline's sources. */
    static List<ProcessorRow> sources(ProcessorGraph graph) {
        return graph.processors().stream().filter(p -> graph.upstream(p.id()).isEmpty()).toList();
    }

    static List<ProcessorRow> named(Run run, Set<String> names) {
        return run.processors().stream().filter(p -> names.contains(p.name())).toList();
    }

    static boolean aggregates(Run run) {
        return run.processors().stream().anyMatch(p -> p.name().equals("AggregatingTransform"));
    }

    /** Transforms that need all their input before a LIMIT after them can stop the read. */
    static final Set<String> BLOCKING = Set.of("AggregatingTransform", "PartialSortingTransform", "MergeSortingTransform");

    /**
     * Whether a LIMIT stopped the read: a {@code Limit} processor ran with nothing before it that needs all rows
     * (aggregation, sorting), fewer rows were read than the parts read hold, and no more than a block per read
     * stream, which is what readers fetch before the limit can tell them to stop.
     */
    static boolean stoppedByLimit(Run run) {
        if (run.processors().stream().noneMatch(p -> p.name().equals("Limit")) || run.queryLog().isEmpty()
                || run.processors().stream().anyMatch(p -> BLOCKING.contains(p.name()))) {
            return false;
        }
        long readRows = run.queryLog().get().readRows();
        long tableRows = run.parts().stream().filter(PartRow::active).mapToLong(PartRow::rows).sum();
        if (tableRows > 0 && readRows >= tableRows) {
            return false;
        }
        long streams = run.processors().stream().filter(p -> p.planStepName().startsWith("ReadFrom")
                && p.inputRows() == 0 && p.outputRows() > 0).count();
        long blockRows = number(run, "max_block_size", DEFAULT_MAX_BLOCK_SIZE);
        return readRows <= Math.max(1, streams) * blockRows;
    }

    static Optional<FunnelStage> primaryKeyStage(Run run) {
        return run.indexFunnels().stream().flatMap(f -> f.stages().stream())
                .filter(s -> s.type().equals("PrimaryKey")).findFirst();
    }

    static int clamp(double score) {
        return (int) Math.round(Math.max(0, Math.min(100, score)));
    }

    static String count(long n) {
        return Thousands.of(n);
    }

    static String percent(double share) {
        double p = share * 100;
        if (p >= 99.5 && p < 100) {
            // Not "100%" for a share that is not all: 196 rows of 200,000 kept is 99.9% dropped.
            return String.format(Locale.ROOT, "%.1f%%", Math.floor(p * 10) / 10);
        }
        return String.format(Locale.ROOT, p < 10 && p != 0 ? "%.1f%%" : "%.0f%%", p);
    }

    static String millis(long micros) {
        return micros >= 10_000 ? count(Math.round(micros / 1000.0)) + " ms"
                : String.format(Locale.ROOT, "%.1f ms", micros / 1000.0);
    }

    static String size(long bytes) {
        return ReadableNumbers.size(bytes);
    }

    static String plural(long n, String one, String many) {
        return count(n) + " " + (n == 1 ? one : many);
    }
}
