package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonRequest;
import io.mergelab.profiler.compare.Sweep;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.compare.VariantRuns;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Unmatched;

/**
 * {@code mergelab sweep --setting NAME=v1,v2,... -q SQL}: a comparison whose variants are the setting's values, in
 * the order given; prints client time per value, the knee and the work per plan step per value.
 */
@Command(name = "sweep", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Run a statement with a setting at each of several values: latency, knee and time per step.",
        footer = {"",
            "The values run in interleaved rounds as a comparison (stored; 'Comparison: <id>' on stderr).",
            "The knee is the last value that still improves on the one before beyond the noise threshold,",
            "walking up from the first value."})
final class SweepCommand extends RecordingCommand {
    /** The kind of the comparisons a sweep stores. */
    static final String KIND = "sweep";

    @Option(names = {"-q", "--query"}, paramLabel = "SQL", required = true, description = "The statement.")
    private String query;

    @Option(names = "--setting", paramLabel = "NAME=V1,V2,...", required = true,
            description = "The setting and its values, in order (numbers or enumerated values).")
    private String setting;

    @Mixin
    private ComparisonRunOptions runOptions;

    @Mixin
    private TargetOptions targetOptions;

    @Option(names = "--tag", paramLabel = "TAG", description = "A tag for every run (repeatable; no commas).")
    private List<String> tags = new ArrayList<>();

    @Unmatched
    private List<String> overrides = new ArrayList<>();

    SweepCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore store) {
        int equals = setting.indexOf('=');
        if (equals <= 0) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "--setting takes NAME=V1,V2,..., such as max_threads=1,2,4,8; not '" + setting + "'");
        }
        String name = setting.substring(0, equals).strip();
        List<String> values = Arrays.stream(setting.substring(equals + 1).split(",")).map(String::strip)
                .filter(v -> !v.isEmpty()).toList();
        if (values.size() < 2) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "A sweep needs 2 or more values of " + name);
        }
        ClientOverrides common = ClientOverrides.parse(overrides);
        List<Variant> variants = values.stream().map(v -> ComparisonExecution.withCommonSettings(
                Sweep.variant(name, v), common.settings())).toList();
        ComparisonRequest request = ComparisonExecution.request(KIND, query, variants, common.parameters(), tags,
                runOptions.options());
        Map<String, Run> captured = new HashMap<>();
        Comparison comparison = new ComparisonExecution(root, streams, targetOptions).run(request, store,
                run -> captured.put(run.id(), run));
        List<List<Run>> runs = comparison.runs().stream().map(VariantRuns::runIds)
                .map(ids -> ids.stream().map(captured::get).toList()).toList();
        Sweep sweep = Sweep.of(name, variants, runs, comparison.options().minEffect(), comparison.options().seed());
        streams.printOut(query + "\n" + comparison.rounds() + " rounds; every value against the previous one\n\n"
                + SweepText.render(sweep) + notices(comparison));
        return ExitCodes.OK;
    }

    private static String notices(Comparison comparison) {
        StringBuilder out = new StringBuilder();
        comparison.notices().forEach(n -> out.append("Notice: ").append(n).append('\n'));
        return out.toString();
    }
}
