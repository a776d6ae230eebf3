package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.profiler.bundle.TableRecipe;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonRequest;
import io.mergelab.profiler.compare.ThenAndNow;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.report.ComparisonSection;
import io.mergelab.profiler.report.Report;
import io.mergelab.profiler.report.ReportFormat;
import io.mergelab.profiler.report.ReportWriter;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.dataset.Dataset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@code mergelab replay FILE [--out REPORT]}: runs the experiments and comparisons of a report's JSON (or a bundle)
 * again on this build and machine, in the {@code --path} data directory or on a server ({@code --target}/
 * {@code --connection}). An experiment is run again as a new experiment, stored as the replay of the original
 * ({@link ExperimentReplay}: the layout lab's table rebuilt and copied into the layouts the file describes, a built-in
 * scenario loaded again with the same rows, there). For the other comparisons the tables a generator loaded are
 * rebuilt with the same rows where they are missing, and each comparison runs as it was asked for (statement, variants, options, parameters, tags) and is stored. Each variant's
 * runs then are judged against its runs now.
 */
@Command(name = "replay", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Run the experiments and comparisons of a report's JSON or a bundle again here and judge then"
                + " against now.",
        footer = {"", "Everything runs in --path, or on the server of --target or --connection. An experiment runs",
            "again as a new experiment, stored as the replay of the original: a layout lab's table is rebuilt and",
            "copied into the same layouts, a built-in scenario loaded with the same rows. For other comparisons,",
            "tables a MergeLab generator loaded are rebuilt when missing (same generator, rows, seed and knobs;",
            "the recorded DDL); other tables must already be there. Each variant's",
            "runs then are judged against its runs now (then is the baseline); --out writes the then-vs-now report."})
final class ReplayCommand extends RecordingCommand {
    @Mixin
    private TargetOptions targetOptions;

    @Parameters(index = "0", paramLabel = "FILE", description = "A report's JSON or a bundle holding comparisons.")
    private Path file;

    @Option(names = "--out", paramLabel = "REPORT", description = "Write the then-vs-now report (html, md, json, csv).")
    private Path out;

    @Option(names = "--format", paramLabel = "FORMAT", description = "html, md, json or csv (default: from --out).")
    private String format;

    private final List<Dataset> datasets;

    ReplayCommand(MergeLabCommand root, CommandStreams streams, List<Dataset> datasets) {
        super(root, streams);
        this.datasets = List.copyOf(datasets);
    }

    @Override
    protected int run(RunStore store) {
        ReportFormat chosen = out == null ? null : format();
        BundleContents then = RunFiles.readContents(List.of(file));
        if (then.comparisons().isEmpty()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, file + " holds no comparison to replay (write one"
                    + " with 'mergelab report COMPARISON --out FILE.json')");
        }
        List<Run> runs = new ArrayList<>(then.runs());
        List<Comparison> comparisons = new ArrayList<>(then.comparisons());
        List<Experiment> experiments = new ArrayList<>(then.experiments());
        Set<String> replayed = new HashSet<>();
        if (then.experiments().stream().anyMatch(ExperimentReplay::replayable)) {
            try (CancelOnShutdown shutdown = CancelOnShutdown.install();
                 QueryTarget target = targetOptions.openWithoutDatabase(root)) {
                for (Experiment experiment : then.experiments()) {
                    if (!ExperimentReplay.replayable(experiment)) {
                        continue;
                    }
                    Optional<ExperimentReplay.Replayed> now = new ExperimentReplay(root, streams, datasets)
                            .replay(experiment, then, target, store, shutdown);
                    if (now.isEmpty()) {
                        return ExitCodes.CANCELLED;
                    }
                    experiment.queries().forEach(q -> replayed.add(q.comparisonId()));
                    runs.addAll(now.get().runs());
                    comparisons.addAll(now.get().comparisons());
                    comparisons.addAll(now.get().thenAndNow());
                    experiments.add(now.get().now());
                    streams.printOut(ExperimentText.render(now.get().now()));
                    streams.printOut(ReplayText.render(experiment, now.get().now(), now.get().thenAndNowByQuery()));
                }
            }
        }
        then.experiments().stream().filter(e -> !ExperimentReplay.replayable(e)).forEach(e -> streams.err().println(
                "Experiment " + e.id() + " (" + e.kind() + " " + e.name() + ") cannot be built again from this file"
                        + " (its layouts' definitions are not in it, or its scenario is not built in): its comparisons"
                        + " are replayed on the tables as they are "
                        + (targetOptions.server() ? "on the server" : "in " + root.dataDirectory())));
        List<Comparison> rest = then.comparisons().stream().filter(c -> !replayed.contains(c.id())).toList();
        if (!rest.isEmpty()) {
            replayComparisons(then, rest, store, runs, comparisons);
        }
        if (out != null) {
            Report report = new Report("MergeLab replay: then vs now", Instant.now(), runs, comparisons,
                    then.tables(), experiments);
            try {
                ReportWriter.write(report, chosen, out);
            } catch (UncheckedIOException e) {
                throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, e.getMessage(), e);
            }
            streams.err().println("Wrote a " + chosen.formatName() + " then-vs-now report to " + out);
        }
        return ExitCodes.OK;
    }

    /** Each comparison of {@code rest} run again as it was asked for and judged against then, added to the lists. */
    private void replayComparisons(BundleContents then, List<Comparison> rest, RunStore store, List<Run> runs,
                                   List<Comparison> comparisons) {
        Map<String, Run> thenRuns = new HashMap<>();
        then.runs().forEach(run -> thenRuns.put(run.id(), run));
        try (QueryTarget target = targetOptions.open(root)) {
            new TableRebuild(target, datasets, root, streams.err()).rebuild(tablesRead(then, rest));
        }
        List<Comparison> pairs = new ArrayList<>();
        for (Comparison comparison : rest) {
            streams.err().println("Replaying " + ComparisonSection.title(comparison) + " (" + comparison.rounds()
                    + " rounds then)");
            Map<String, Run> captured = new LinkedHashMap<>();
            Comparison now = new ComparisonExecution(root, streams, targetOptions).run(request(comparison, thenRuns), store,
                    run -> captured.put(run.id(), run));
            runs.addAll(captured.values());
            comparisons.add(now);
            List<Comparison> judged = ThenAndNow.of(comparison, runsOf(comparison, thenRuns), now,
                    runsOf(now, captured));
            pairs.addAll(judged);
            judged.forEach(pair -> streams.printOut(ComparisonText.render(pair, false)));
        }
        comparisons.addAll(pairs);
    }

    /** The comparison as it was asked for, with its first run's query parameters and tags. */
    private static ComparisonRequest request(Comparison comparison, Map<String, Run> runs) {
        Run first = runs.get(comparison.runs().get(0).runIds().get(0));
        return ComparisonExecution.request(comparison.kind(), comparison.sql(), comparison.variants(),
                first.parameters(), first.tags(), comparison.options());
    }

    private static List<List<Run>> runsOf(Comparison comparison, Map<String, Run> runs) {
        return comparison.runs().stream().map(v -> v.runIds().stream().map(runs::get).toList()).toList();
    }

    /** The recipes of the tables the comparisons' runs read. */
    private static List<TableRecipe> tablesRead(BundleContents contents, List<Comparison> replayed) {
        Set<String> read = new TreeSet<>();
        Map<String, Run> byId = new HashMap<>();
        contents.runs().forEach(run -> byId.put(run.id(), run));
        for (Comparison comparison : replayed) {
            comparison.runs().forEach(v -> v.runIds().forEach(id -> byId.get(id).queryLog()
                    .ifPresent(log -> read.addAll(log.tables()))));
        }
        return contents.tables().stream().filter(t -> read.contains(t.table())).toList();
    }

    private ReportFormat format() {
        try {
            return format != null ? ReportFormat.named(format) : ReportFormat.of(out);
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage());
        }
    }
}
