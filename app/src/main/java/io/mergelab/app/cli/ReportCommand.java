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
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code mergelab report ID... [--comparison ID]... --out FILE [--format html|md|json|csv]}: a report of stored runs
 * and comparisons for other people. An ID names a run or a comparison (or the beginning of one's id); one that
 * begins both a run's and a comparison's id is refused, and {@code --comparison} names a comparison for sure.
 */
@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Write a report of stored runs and comparisons: one offline HTML file, Markdown with SVG charts"
                + " beside it, a JSON bundle that import reads back and replay runs again, or CSV of the metrics.",
        footer = {"", "An ID is a run's or a comparison's id, or its beginning; --comparison ID names a comparison",
            "when the beginning of an id is shared by a run and a comparison. A comparison brings all its runs."})
final class ReportCommand extends StoreCommand {
    @Parameters(paramLabel = "ID", arity = "0..*", description = "Runs or comparisons to report: ids, or their beginnings.")
    private List<String> ids = new ArrayList<>();

    @Option(names = "--comparison", paramLabel = "ID", description = "A comparison to report (repeatable).")
    private List<String> comparisons = new ArrayList<>();

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
        if (ids.isEmpty() && comparisons.isEmpty()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Name at least one run or comparison to report");
        }
        List<String> comparisonIds = new ArrayList<>(comparisons);
        List<String> runIds = new ArrayList<>();
        for (String id : ids) {
            Optional<String> run = find(() -> store.resolve(id));
            Optional<String> comparison = find(() -> store.resolveComparison(id));
            if (run.isPresent() && comparison.isPresent()) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "ID " + id + " begins both run " + run.get()
                        + " and comparison " + comparison.get() + "; give --comparison " + id
                        + " for the comparison, or more of the run's id");
            }
            if (run.isEmpty() && comparison.isEmpty()) {
                throw new RunStoreException(RunStoreException.Reason.UNKNOWN_RUN,
                        "No run or comparison " + id + " in run store " + store.file());
            }
            run.ifPresent(runIds::add);
            comparison.ifPresent(comparisonIds::add);
        }
        Report report = build(store, comparisonIds, runIds, chosen);
        try {
            ReportWriter.write(report, chosen, out);
        } catch (UncheckedIOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, e.getMessage(), e);
        }
        int runs = report.runs().size();
        streams.err().println("Wrote a " + chosen.formatName() + " report of "
                + (report.comparisons().isEmpty() ? "" : report.comparisons().size()
                + (report.comparisons().size() == 1 ? " comparison, " : " comparisons, "))
                + runs + (runs == 1 ? " run" : " runs") + " to " + out);
        return ExitCodes.OK;
    }

    /**
     * The report; the data directory is opened for the tables' DDL only where the report shows or carries it: a
     * comparison (its layout variants' tables) or the JSON form (what a replay needs).
     */
    private Report build(RunStore store, List<String> comparisonIds, List<String> runIds, ReportFormat chosen) {
        Report plain = StoredReport.of(store, comparisonIds, runIds, Optional.empty(), Instant.now());
        if (plain.comparisons().isEmpty() && chosen != ReportFormat.JSON) {
            return plain;
        }
        return ReportTables.with(root, plain.runs(), streams.err(), target -> new Report(plain.title(),
                plain.generatedAt(), plain.runs(), plain.comparisons(), TableRecipes.of(plain.runs(), target)));
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
