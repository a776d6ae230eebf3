package io.mergelab.profiler.parts;

import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunFilter;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunSummary;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/** The runs of the history that read a table, as marks for its merge timeline, oldest first. */
public final class RunMarks {

    private RunMarks() {
    }

    /** Up to {@code limit} of the latest runs that read {@code database.table}, started at or after {@code since}. */
    public static List<RunMark> forTable(RunStore store, String database, String table, Optional<Instant> since,
                                         int limit) {
        RunFilter filter = RunFilter.latest().withTable(database + "." + table).withLimit(limit);
        if (since.isPresent()) {
            filter = filter.withSince(since.get());
        }
        List<RunMark> marks = new ArrayList<>();
        for (RunSummary summary : store.list(filter)) {
            store.load(summary.id()).ifPresent(run -> marks.add(of(run, database, table)));
        }
        marks.sort(Comparator.comparing(RunMark::startedAt));
        return marks;
    }

    /**
     * The run as a mark for {@code database.table}: latency from the query log (the client's time when the run has no
     * query-log row), parts read from {@code SelectedParts} (else the index funnel's last stage), parts that existed
     * from the run's parts snapshot (else the funnel's first stage).
     */
    public static RunMark of(Run run, String database, String table) {
        double latencyMillis = run.queryLog().map(q -> (double) q.queryDurationMs())
                .orElse(run.outcome().clientElapsedMicros() / 1000.0);
        String qualified = database + "." + table;
        Optional<IndexFunnel> funnel = run.indexFunnels().stream().filter(f -> f.table().equals(qualified)).findFirst();
        OptionalLong read = run.queryLog().filter(q -> q.profileEvents().containsKey("SelectedParts"))
                .map(q -> OptionalLong.of(q.profileEvent("SelectedParts")))
                .orElseGet(() -> funnel.flatMap(RunMarks::lastStage).map(s -> OptionalLong.of(s.partsAfter()))
                        .orElse(OptionalLong.empty()));
        long snapshot = run.parts().stream().filter(p -> isOf(p, database, table) && p.active()).count();
        OptionalLong total = snapshot > 0 ? OptionalLong.of(snapshot)
                : funnel.filter(f -> !f.stages().isEmpty()).map(f -> OptionalLong.of(f.stages().get(0).partsBefore()))
                        .orElse(OptionalLong.empty());
        return new RunMark(run.id(), run.startedAt(), latencyMillis, read, total, run.sql(), run.failed());
    }

    /** Names of the table's parts that were active when the run ran: the parts it could read. */
    public static List<String> partsAtRun(Run run, String database, String table) {
        return run.parts().stream().filter(p -> isOf(p, database, table) && p.active()).map(PartRow::name).toList();
    }

    private static boolean isOf(PartRow p, String database, String table) {
        return p.database().equals(database) && p.table().equals(table);
    }

    private static Optional<FunnelStage> lastStage(IndexFunnel funnel) {
        return funnel.stages().isEmpty() ? Optional.empty() : Optional.of(funnel.stages().get(funnel.stages().size() - 1));
    }
}
