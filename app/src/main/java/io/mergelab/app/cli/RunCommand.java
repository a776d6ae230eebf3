package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.ScriptStatement;
import io.mergelab.profiler.advice.Advice;
import io.mergelab.profiler.advice.AdviceText;
import io.mergelab.profiler.analysis.TextProfile;
import io.mergelab.profiler.capture.RecordedSeries;
import io.mergelab.profiler.capture.RunRecorder;
import io.mergelab.profiler.capture.RunRequest;
import io.mergelab.profiler.capture.RunSink;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Unmatched;

/**
 * {@code mergelab run}: runs each statement captured (see {@link RunRecorder}) and prints, per statement, a one-screen
 * profile ({@link TextProfile}: the client summary, top steps with their parallelism, index funnel, critical path)
 * and the advice rules' warnings under it,
 * to stdout, keeps each run in the run store and prints its id to stderr as {@code Run: <id>}.
 */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Run statements on the embedded engine or a ClickHouse server (--target) and capture a profile"
                + " of each run.",
        footer = {"",
            "Statements come from --query, --queries-file, or standard input.",
            "  --<setting>=<value>      applies a setting to every run, e.g. --max_threads=2",
            "  --param_<name>=<value>   binds the query parameter {name:Type}",
            "Each run gets its own query_id and carries the tags in log_comment (comma-separated).",
            "Every run is kept in the run store (--store).",
            "With --repeat, the profile shown is that of the run with the median client time;",
            "every run's id goes to stderr as 'Run: <id>'.",
            "On the embedded engine each 'mergelab run' is a fresh process whose code the JIT has not compiled yet: a"
                    + " single run's time includes that warm-up; --warmup 2 --repeat 5 measures the statement warm."})
final class RunCommand extends RecordingCommand {
    @Option(names = {"-q", "--query"}, paramLabel = "SQL", description = "Statements to run, separated by ';'.")
    private String query;

    @Option(names = "--queries-file", paramLabel = "FILE", description = "A file of statements to run.")
    private Path queriesFile;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "1",
            description = "Measured runs of each statement (default: ${DEFAULT-VALUE}); they share a series id.")
    private int repeat;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "0",
            description = "Unmeasured runs before the measured ones (default: ${DEFAULT-VALUE}).")
    private int warmup;

    @Option(names = "--cold", description = "Drop the engine's caches and the OS page cache (where allowed) before each measured run.")
    private boolean cold;

    @Option(names = "--tag", paramLabel = "TAG", description = "A tag for the runs (repeatable; no commas).")
    private List<String> tags = new ArrayList<>();

    @Mixin
    private TargetOptions targetOptions;

    @Unmatched
    private List<String> overrides = new ArrayList<>();

    RunCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore store) {
        ClientOverrides clientOverrides = ClientOverrides.parse(overrides);
        List<ScriptStatement> statements = ScriptStatement.split(new ScriptSource(query, queriesFile).read(streams));
        List<RunRequest> requests = new ArrayList<>();
        for (ScriptStatement statement : statements) {
            requests.add(request(statement.sql(), clientOverrides));
        }
        try (QueryTarget target = targetOptions.open(root)) {
            checkSettings(target, clientOverrides.settings());
            RunRecorder recorder = new RunRecorder(target);
            for (RunRequest request : requests) {
                RecordedSeries series = recorder.record(request, sinkInto(store));
                int exitCode = report(series);
                if (exitCode != ExitCodes.OK) {
                    return exitCode;
                }
            }
        }
        return ExitCodes.OK;
    }

    /** Each captured run goes into the store (in a transaction of its own) as soon as it is complete, then its id to stderr. */
    private RunSink sinkInto(RunStore store) {
        return run -> {
            store.save(run);
            streams.err().println("Run: " + run.id());
        };
    }

    private RunRequest request(String sql, ClientOverrides clientOverrides) {
        try {
            return new RunRequest(sql, clientOverrides.settings(), clientOverrides.parameters(), tags, warmup, repeat, cold);
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
        }
    }

    /** A bad setting is the user's mistake, not a run to keep: the target checks them once before anything runs. */
    private static void checkSettings(QueryTarget target, Map<String, String> settings) {
        if (!settings.isEmpty()) {
            target.run(QueryRequest.of("SELECT 1").withSettings(settings)).rows();
        }
    }

    /** Prints the series; returns the exit code: the error's when the statement failed. */
    private int report(RecordedSeries series) {
        for (String notice : series.notices()) {
            streams.err().println("Notice: " + notice);
        }
        List<Run> runs = series.runs();
        Run shown = medianRun(runs);
        StringBuilder out = new StringBuilder();
        if (runs.size() > 1) {
            out.append(seriesLine(runs, shown)).append('\n');
        }
        out.append(TextProfile.render(shown)).append('\n');
        String warnings = AdviceText.warnings(Advice.of(shown));
        if (!warnings.isEmpty()) {
            out.append(warnings).append('\n');
        }
        streams.printOut(out.toString());
        if (shown.failed()) {
            RunError error = shown.outcome().error().orElseThrow();
            streams.err().println(new TargetException(error.code(), error.name(), error.message(), null).clientLine());
            return ExitCodes.of(error.code());
        }
        return ExitCodes.OK;
    }

    /** The run whose client time is the median of the series (the lower middle one of an even count). */
    private static Run medianRun(List<Run> runs) {
        List<Run> byTime = new ArrayList<>(runs);
        byTime.sort(Comparator.comparingLong(r -> r.outcome().clientElapsedMicros()));
        return byTime.get((byTime.size() - 1) / 2);
    }

    /** {@code 5 runs (series 1f…): client time min 10.20 ms, median 11.04 ms, max 14.10 ms; profile of repetition 3}. */
    private static String seriesLine(List<Run> runs, Run shown) {
        long min = runs.stream().mapToLong(r -> r.outcome().clientElapsedMicros()).min().orElse(0);
        long max = runs.stream().mapToLong(r -> r.outcome().clientElapsedMicros()).max().orElse(0);
        return String.format(Locale.ROOT, "%d runs (series %s): client time min %.2f ms, median %.2f ms, max %.2f ms;"
                        + " profile of repetition %d", runs.size(), shown.seriesId(), min / 1e3,
                shown.outcome().clientElapsedMicros() / 1e3, max / 1e3, shown.repetition());
    }
}
