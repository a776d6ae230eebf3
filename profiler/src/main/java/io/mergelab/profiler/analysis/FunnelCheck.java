package io.mergelab.profiler.analysis;

import io.mergelab.profiler.text.Thousands;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import java.util.List;
import java.util.Optional;

/**
 * The index funnel checked against what the run really selected. The funnel's last stage per table, summed
 * over the tables, is EXPLAIN's estimate on a server (the run's own analysis on the embedded engine); the query log's {@code SelectedParts} / {@code SelectedMarks} are the
 * runtime figures. They differ when a skip index is evaluated while reading ({@code use_skip_indexes_on_data_read
 * = 1}, streaming): the granules it drops are counted only as the read reaches them, and a satisfied LIMIT stops it
 * early, so the runtime figure is the real one. Other causes are named as possibilities: parts inserted or merged
 * between EXPLAIN and the run, or the query condition cache.
 *
 * <p>Whether the run streamed comes from the run's settings, then the query log's, then the target's default:
 * MergeLab's engine and current ClickHouse servers default to 1.
 */
public record FunnelCheck(Optional<Figures> explain, Optional<Figures> runtime, boolean streaming, String note) {
    static final String STREAMING_SETTING = "use_skip_indexes_on_data_read";

    /** Parts and granules (marks) selected. */
    public record Figures(long parts, long granules) {
    }

    /** Whether both sides are known and disagree. */
    public boolean differs() {
        return explain.isPresent() && runtime.isPresent() && !explain.get().equals(runtime.get());
    }

    public static FunnelCheck of(Run run) {
        boolean streaming = streaming(run);
        Optional<Figures> explain = explainFigures(run.indexFunnels());
        Optional<Figures> runtime = run.queryLog().map(FunnelCheck::runtimeOf);
        return new FunnelCheck(explain, runtime, streaming, note(explain, runtime, streaming, run));
    }

    private static boolean streaming(Run run) {
        String value = run.settings().get(STREAMING_SETTING);
        if (value == null) {
            value = run.queryLog().map(q -> q.settings().get(STREAMING_SETTING)).orElse(null);
        }
        return value == null || value.equals("1") || value.equalsIgnoreCase("true");
    }

    private static Optional<Figures> explainFigures(List<IndexFunnel> funnels) {
        long parts = 0;
        long granules = 0;
        boolean any = false;
        for (IndexFunnel funnel : funnels) {
            if (!funnel.stages().isEmpty()) {
                FunnelStage last = funnel.stages().get(funnel.stages().size() - 1);
                parts += last.partsAfter();
                granules += last.granulesAfter();
                any = true;
            }
        }
        return any ? Optional.of(new Figures(parts, granules)) : Optional.empty();
    }

    private static String note(Optional<Figures> explain, Optional<Figures> runtime, boolean streaming, Run run) {
        if (explain.isEmpty()) {
            return "EXPLAIN reported no index analysis for this query.";
        }
        Figures e = explain.get();
        if (runtime.isEmpty()) {
            return "The query log row is missing; the funnel is " + FunnelOrigin.of(run).label() + " ("
                    + figures(e) + ").";
        }
        Figures r = runtime.get();
        if (e.equals(r)) {
            return FunnelOrigin.of(run) == FunnelOrigin.RUN
                    ? "The query log agrees with the funnel: the run selected " + figures(r) + "."
                    : "The run selected what EXPLAIN estimated: " + figures(r) + ".";
        }
        String both = "The run selected " + figures(r) + "; EXPLAIN estimated " + figures(e) + ". ";
        if (streaming && hasSkipStage(run.indexFunnels())) {
            long skipped = run.queryLog().map(q -> q.profileEvent("MergeLabStreamingSkippedMarks")).orElse(0L);
            return both + "With " + STREAMING_SETTING + " = 1 the skip indexes are checked while reading, so the granules "
                    + "they drop are known only at run time" + (skipped > 0 ? " (" + count(skipped) + " dropped while reading)" : "")
                    + ", and a satisfied LIMIT stops the checks early: the runtime figure is the real one and EXPLAIN's "
                    + "estimate differs.";
        }
        return both + "Parts inserted or merged between EXPLAIN and the run, or the query condition cache, can explain "
                + "the difference; the runtime figure is the real one.";
    }

    private static boolean hasSkipStage(List<IndexFunnel> funnels) {
        return funnels.stream().flatMap(f -> f.stages().stream()).anyMatch(s -> s.type().equals("Skip"));
    }

    private static String figures(Figures f) {
        return count(f.granules()) + (f.granules() == 1 ? " granule" : " granules") + " in " + count(f.parts())
                + (f.parts() == 1 ? " part" : " parts");
    }

    private static String count(long n) {
        return Thousands.of(n);
    }

    private static Figures runtimeOf(QueryLogEntry q) {
        return new Figures(q.profileEvent("SelectedParts"), q.profileEvent("SelectedMarks"));
    }
}
