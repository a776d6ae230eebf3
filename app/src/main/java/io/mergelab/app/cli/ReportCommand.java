package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.report.Report;
import io.mergelab.profiler.report.ReportFormat;
import io.mergelab.profiler.report.ReportWriter;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunStoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code mergelab report RUN... --out FILE [--format html|md|json|csv]}: a report of stored runs for other people. */
@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Write a report of stored runs: one offline HTML file, Markdown with SVG charts beside it, a JSON"
                + " bundle that import reads back, or CSV of the metrics.")
final class ReportCommand extends StoreCommand {
    @Parameters(paramLabel = "RUN", arity = "1..*", description = "Runs to report: ids, or their beginnings.")
    private List<String> runs;

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
        Map<String, Run> reported = new LinkedHashMap<>();
        for (String run : runs) {
            String id = store.resolve(run);
            reported.put(id, store.load(id).orElseThrow(() -> new RunStoreException(RunStoreException.Reason.UNKNOWN_RUN,
                    "No run " + id + " in run store " + store.file())));
        }
        try {
            ReportWriter.write(Report.ofRuns(List.copyOf(reported.values()), Instant.now()), chosen, out);
        } catch (UncheckedIOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, e.getMessage(), e);
        }
        streams.err().println("Wrote a " + chosen.formatName() + " report of " + reported.size()
                + (reported.size() == 1 ? " run" : " runs") + " to " + out);
        return ExitCodes.OK;
    }

    private ReportFormat format() {
        try {
            return format != null ? ReportFormat.named(format) : ReportFormat.of(out);
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage());
        }
    }
}
