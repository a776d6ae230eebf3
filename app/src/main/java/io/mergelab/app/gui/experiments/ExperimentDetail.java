package io.mergelab.app.gui.experiments;

import io.mergelab.engine.ReadableNumbers;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentConclusion;
import io.mergelab.profiler.experiment.ExperimentCell;
import io.mergelab.profiler.experiment.LayoutResult;
import io.mergelab.profiler.experiment.QueryComparison;
import io.mergelab.profiler.report.ExperimentSection;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A stored experiment as the Experiments screen shows it: a header, the layouts with their storage, the matrix
 * (variants down in the layouts' order, queries across), every query's ranking, the conclusion and the experiment's
 * notices (caps reached, queries left out), which the screen keeps folded as they can run to many lines.
 */
public record ExperimentDetail(String id, String title, String facts, List<String> layouts, List<String> variants,
                               List<String> queries, Map<String, MatrixCell> cells, List<RankingRow> rankings,
                               List<String> conclusion, List<String> notices) {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);

    public ExperimentDetail {
        layouts = List.copyOf(layouts);
        variants = List.copyOf(variants);
        queries = List.copyOf(queries);
        cells = Map.copyOf(cells);
        rankings = List.copyOf(rankings);
        conclusion = List.copyOf(conclusion);
        notices = List.copyOf(notices);
    }

    /** The cell of {@code variant} in {@code query}'s column; empty where the query did not run on that variant. */
    public Optional<MatrixCell> cell(String variant, String query) {
        return Optional.ofNullable(cells.get(key(variant, query)));
    }

    static ExperimentDetail of(Experiment e, ZoneId zone) {
        Map<String, String> comparisons = new LinkedHashMap<>();
        e.queries().forEach(q -> comparisons.put(q.query(), q.comparisonId()));
        List<String> variants = ExperimentSection.variantsInLayoutOrder(e);
        Map<String, MatrixCell> cells = new LinkedHashMap<>();
        List<RankingRow> rankings = new ArrayList<>();
        for (QueryComparison q : e.queries()) {
            for (ExperimentCell c : e.cellsOf(q.query()).stream()
                    .sorted(Comparator.comparingInt(ExperimentCell::rank)).toList()) {
                rankings.add(RankingRow.of(c));
            }
        }
        for (ExperimentCell c : e.cells()) {
            cells.put(key(c.variant(), c.query()), MatrixCell.of(c, comparisons.get(c.query())));
        }
        List<String> layouts = new ArrayList<>();
        for (LayoutResult l : e.layouts()) {
            // a file layout has no parts: its size is the file's
            layouts.add(l.storage().parts() == 0
                    ? String.format(Locale.ROOT, "%s: a file of %s, %,d rows", l.name(),
                    ReadableNumbers.size(l.storage().bytesOnDisk()), l.storage().storedRows())
                    : String.format(Locale.ROOT, "%s: %,d part%s, %s on disk, %,d rows", l.name(),
                    l.storage().parts(), l.storage().parts() == 1 ? "" : "s",
                    ReadableNumbers.size(l.storage().bytesOnDisk()), l.storage().storedRows()));
        }
        String rounds = e.options().maxRounds() > e.options().minRounds()
                ? String.format(Locale.ROOT, "%d to %d rounds%s", e.options().minRounds(), e.options().maxRounds(),
                e.options().untilDecided() ? " until decided" : "")
                : e.options().minRounds() + " rounds";
        String facts = String.format(Locale.ROOT, "%s · %s · %s, %d warm-up · data digest %s%s",
                e.kind(), WHEN.format(e.createdAt().atZone(zone)), rounds, e.options().warmups(), e.dataDigest(),
                e.replayOf().map(original -> " · replay of experiment " + original).orElse(""));
        return new ExperimentDetail(e.id(), "Experiment " + e.name(), facts, layouts, List.copyOf(variants),
                e.queries().stream().map(QueryComparison::query).toList(), cells, rankings, ExperimentConclusion.of(e).lines(),
                e.notices());
    }

    private static String key(String variant, String query) {
        return variant + "\u0000" + query;
    }
}
