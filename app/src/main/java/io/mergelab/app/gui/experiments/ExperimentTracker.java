package io.mergelab.app.gui.experiments;

import io.mergelab.app.data.ExperimentRounds;
import io.mergelab.app.data.RowCount;
import io.mergelab.app.gui.services.TaskProgress;
import io.mergelab.profiler.experiment.ExperimentProgress;
import io.mergelab.profiler.run.Run;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * An experiment's progress as a bar: building the layouts first ({@code loadingShare} of it), then each query's
 * rounds. A query's rounds are not known in advance (they go on until decided), so its share fills up to 80 % over
 * the least rounds and the rest towards the most; the text names the round and both bounds, and the rounds each query
 * took are kept for the closing message.
 */
final class ExperimentTracker implements ExperimentProgress {
    /** Share of a query's part of the bar its least rounds fill. */
    private static final double LEAST_ROUNDS_SHARE = 0.8;

    private final TaskProgress work;
    private final ExperimentRounds rounds;
    private final double loadingShare;
    private final Map<String, Integer> roundsTaken = new LinkedHashMap<>();
    private volatile int layoutIndex;
    private volatile int layoutCount = 1;
    private volatile int queryIndex;
    private volatile int queryCount = 1;
    private volatile String query = "";

    ExperimentTracker(TaskProgress work, ExperimentRounds rounds, double loadingShare) {
        this.work = work;
        this.rounds = rounds;
        this.loadingShare = loadingShare;
    }

    @Override
    public void layoutStarted(String layout, int index, int count) {
        layoutIndex = index;
        layoutCount = Math.max(1, count);
        work.update(loadingShare * index / layoutCount, String.format(Locale.ROOT, "building layout %d of %d: %s",
                index + 1, count, layout));
    }

    @Override
    public void rowsLoaded(String layout, long rowsDone, long rowsTotal) {
        double within = rowsTotal == 0 ? 1 : (double) rowsDone / rowsTotal;
        work.update(loadingShare * (layoutIndex + within) / layoutCount, String.format(Locale.ROOT,
                "building layout %d of %d: %s, %s of %s rows", layoutIndex + 1, layoutCount, layout,
                RowCount.compact(rowsDone), RowCount.compact(rowsTotal)));
    }

    @Override
    public void dataChecked(String digest) {
        work.update(loadingShare, "data checked: the same rows in every layout (" + digest + ")");
    }

    @Override
    public void queryStarted(String name, int index, int count, int variantCount) {
        query = name;
        queryIndex = index;
        queryCount = Math.max(1, count);
        report(0);
    }

    @Override
    public void measured(String name, String variant, int round, Run run) {
        synchronized (roundsTaken) {
            roundsTaken.merge(name, round + 1, Math::max);
        }
        report(round + 1);
    }

    /** The rounds each query has taken so far, as {@code first_needle 9, q2 7}; empty before the first. */
    String roundsTaken() {
        synchronized (roundsTaken) {
            return roundsTaken.entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                    .collect(Collectors.joining(", "));
        }
    }

    private void report(int round) {
        int least = rounds.minRounds();
        int most = Math.max(least, rounds.maxRounds());
        double within = round <= least ? LEAST_ROUNDS_SHARE * round / least
                : LEAST_ROUNDS_SHARE + (1 - LEAST_ROUNDS_SHARE) * (round - least) / Math.max(1, most - least);
        work.update(loadingShare + (1 - loadingShare) * (queryIndex + Math.min(1, within)) / queryCount,
                String.format(Locale.ROOT, "query %d of %d: %s, round %d (at least %d, at most %d, until decided)",
                        queryIndex + 1, queryCount, query, round, least, most));
    }
}
