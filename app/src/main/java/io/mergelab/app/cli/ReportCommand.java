package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.bundle.TableRecipes;
import io.mergelab.profiler.report.Report;
import io.mergelab.profiler.report.ReportFormat;
import io.mergelab.profiler.report.ReportWriter;
import io.mergelab.profiler.report.StoredReport;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunStoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * {@code mergelab report ID... [--comparison ID]... [--experiment ID]... --out FILE [--format html|md|json|csv]}: a
 * report of stored runs, comparisons and experiments for other people. An ID names a run, a comparison or an
 * experiment (or the beginning of one's id); one that begins the ids of two kinds is refused, and
 * {@code --comparison} and {@code --experiment} name one for sure.
 */
@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Write a report of stored runs, comparisons and experiments: one offline HTML file, Markdown with SVG charts"
                + " beside it, a JSON bundle that import reads back and replay runs again, or CSV of the metrics.",
        footer = {"", "An ID is a run's, a comparison's or an experiment's id, or its beginning; --comparison ID and",
            "--experiment ID name one when the beginning of an id is shared. A comparison brings all its runs,",
            "an experiment every query's comparison."})
final class ReportCommand extends StoreCommand {
    @Parameters(paramLabel = "ID", arity = "0..*",
            description = "Runs, comparisons or experiments to report: ids, or their beginnings.")
    private List<String> ids = new ArrayList<>();

    @Option(names = "--comparison", paramLabel = "ID", description = "A comparison to report (repeatable).")
    private List<String> comparisons = new ArrayList<>();

    @Option(names = "--experiment", paramLabel = "ID", description = "An experiment to report (repeatable).")
    private List<String> experiments = new ArrayList<>();

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The report to write.")
    private Path out;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "html, md, json or csv (default: from the extension of --out).")
    private String format;

    ReportCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore store) {
        ReportFormat chosen = format();
        if (ids.isEmpty() && comparisons.isEmpty() && experiments.isEmpty()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "Name at least one run, comparison or experiment to report");
        }
        List<String> experimentIds = new ArrayList<>(experiments);
        List<String> comparisonIds = new ArrayList<>(comparisons);
        List<String> runIds = new ArrayList<>();
        for (String id : ids) {
            Map<String, String> found = new LinkedHashMap<>();
            find(() -> store.resolve(id)).ifPresent(run -> found.put("run", run));
            find(() -> store.resolveComparison(id)).ifPresent(c -> found.put("comparison", c));
            find(() -> store.resolveExperiment(id)).ifPresent(e -> found.put("experiment", e));
            if (found.size() > 1) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "ID " + id + " begins " + found.entrySet().stream()
                        .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(" and "))
                        + "; give --comparison " + id + " or --experiment " + id + ", or more of the id");
            }
            if (found.isEmpty()) {
                throw new RunStoreException(RunStoreException.Reason.UNKNOWN_RUN,
                        "No run, comparison or experiment " + id + " in run store " + store.file());
            }
            Map.Entry<String, String> only = found.entrySet().iterator().next();
            (only.getKey().equals("run") ? runIds : only.getKey().equals("comparison") ? comparisonIds : experimentIds)
                    .add(only.getValue());
        }
        Report report = build(store, experimentIds, comparisonIds, runIds, chosen);
        try {
            ReportWriter.write(report, chosen, out);
        } catch (UncheckedIOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, e.getMessage(), e);
        }
        int runs = report.runs().size();
        streams.err().println("Wrote a " + chosen.formatName() + " report of "
                + (report.experiments().isEmpty() ? "" : report.experiments().size()
                + (report.experiments().size() == 1 ? " experiment, " : " experiments, "))
                + (report.comparisons().isEmpty() ? "" : report.comparisons().size()
                + (report.comparisons().size() == 1 ? " comparison, " : " comparisons, "))
                + runs + (runs == 1 ? " run" : " runs") + " to " + out);
        return ExitCodes.OK;
    }

    /**
     * The report; the data directory is opened for the tables' DDL only where the report shows or carries it: a
     * comparison (its layout variants' tables) or the JSON form (what a replay needs).
     */
    private Report build(RunStore store, List<String> experimentIds, List<String> comparisonIds, List<String> runIds,
                         ReportFormat chosen) {
        Report plain = StoredReport.of(store, experimentIds, comparisonIds, runIds, Optional.empty(), Instant.now(),
                chosen == ReportFormat.JSON);
        if (plain.comparisons().isEmpty() && chosen != ReportFormat.JSON) {
            return plain;
        }
        return ReportTables.with(root, plain.runs(), streams.err(),
                target -> plain.withTables(TableRecipes.of(plain.runs(), target)));
    }

    /** The id {@code lookup} resolves, or none when the store has no such one (an ambiguous id stays an error). */
    private static Optional<String> find(Supplier<String> lookup) {
        try {
            return Optional.of(lookup.get());
        } catch (RunStoreException e) {
            if (e.reason() == RunStoreException.Reason.UNKNOWN_RUN) {
                return Optional.empty();
            }
            throw e;
        }
    }

    private ReportFormat format() {
        try {
            return format != null ? ReportFormat.named(format) : ReportFormat.of(out);
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage());
        }
    }
}
