package io.mergelab.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.mergelab.profiler.analysis.TextProfile;
import io.mergelab.profiler.bundle.RunJson;
import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunStoreException;
import io.mergelab.profiler.store.RunSummary;
import io.mergelab.profiler.text.DatasetText;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code mergelab show RUN}: one stored run, as a one-screen profile, or whole as JSON. */
@Command(name = "show", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Show one stored run: its profile, or the whole run with -f JSON.")
final class ShowCommand extends StoreCommand {
    @Parameters(paramLabel = "RUN", description = "The run's id, or the beginning of it as history prints it.")
    private String run;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "Pretty",
            description = "Pretty (default), JSON (the whole run, as in a bundle), JSONEachRow, TSV or TSVWithNames"
                    + " (the history's fields).")
    private String format;

    ShowCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore runs) {
        String id = runs.resolve(run);
        // gone only when another process deleted it in between
        Run shown = runs.load(id).orElseThrow(() -> new RunStoreException(RunStoreException.Reason.UNKNOWN_RUN,
                "No run " + id + " in run store " + runs.file()));
        if (format.equals("JSON")) {
            streams.printOut(json(shown) + "\n");
            return ExitCodes.OK;
        }
        RowFormat rows = RowFormat.named(format, "show");
        streams.printOut(rows == RowFormat.PRETTY ? pretty(shown)
                : rows.render(List.of(RunFields.of(RunSummary.of(shown)))));
        return ExitCodes.OK;
    }

    private static String pretty(Run run) {
        StringBuilder out = new StringBuilder();
        out.append("Run ").append(run.id()).append(" · series ").append(run.seriesId()).append(" · repetition ")
                .append(run.repetition()).append('\n');
        if (!run.settings().isEmpty()) {
            out.append("Settings: ").append(pairs(run.settings())).append('\n');
        }
        if (!run.parameters().isEmpty()) {
            out.append("Parameters: ").append(pairs(run.parameters())).append('\n');
        }
        for (DatasetFingerprint dataset : run.datasets()) {
            out.append("Data: ").append(DatasetText.line(dataset)).append('\n');
        }
        return out.append(TextProfile.render(run)).toString();
    }

    private static String pairs(Map<String, String> values) {
        return values.entrySet().stream().map(e -> e.getKey() + " = " + e.getValue()).collect(Collectors.joining(", "));
    }

    private static String json(Run run) {
        try {
            return RunJson.mapper().writeValueAsString(run);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot write run " + run.id() + " as JSON", e);
        }
    }
}
