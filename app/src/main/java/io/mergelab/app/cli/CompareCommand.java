package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonRequest;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.store.RunStore;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Unmatched;

/**
 * {@code mergelab compare}: runs a statement under two or more variants in interleaved rounds, every run captured and
 * stored, and prints the verdict per metric of each variant against the first (see docs/compare.md).
 */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Compare a statement under two or more variants: verdicts per metric, settings and plan shape.",
        footer = {"",
            "Variants (the first is the baseline):",
            "  --variant NAME:setting=value[,setting=value]...   settings",
            "  --variant NAME:table=db.t                         a table layout: the SQL reads {table}",
            "  --variant NAME:target=embedded|URL|CONNECTION     another target: the embedded engine, a server",
            "                                                    URL or a saved connection (mixes with the others)",
            "  --variant NAME:sql=SELECT ...                     an SQL text of its own (last; commas allowed)",
            "  --<setting>=<value> and --param_<name>=<value> apply to every variant.",
            "Verdicts: changed, unstable, no significant difference (ClickHouse's performance-test method).",
            "Every run is kept in the run store; the comparison's id goes to stderr as 'Comparison: <id>';",
            "'mergelab show-comparison ID' prints it again."})
final class CompareCommand extends RecordingCommand {
    @Option(names = {"-q", "--query"}, paramLabel = "SQL",
            description = "The statement; {table} stands for a layout variant's table.")
    private String query;

    @Option(names = "--variant", paramLabel = "NAME:SPEC", required = true, description = "A variant (2 or more).")
    private List<String> variants = new ArrayList<>();

    @Mixin
    private ComparisonRunOptions runOptions;

    @Mixin
    private TargetOptions targetOptions;

    @Option(names = "--tag", paramLabel = "TAG", description = "A tag for every run (repeatable; no commas).")
    private List<String> tags = new ArrayList<>();

    @Option(names = "--all", description = "List every ProfileEvent, not only those that changed or are unstable.")
    private boolean all;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "Pretty",
            description = "Pretty (default), or one row per metric and variant: JSONEachRow, TSV, TSVWithNames.")
    private String format;

    @Unmatched
    private List<String> overrides = new ArrayList<>();

    CompareCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore store) {
        RowFormat rows = RowFormat.named(format, "compare");
        ClientOverrides common = ClientOverrides.parse(overrides);
        List<Variant> parsed = variants.stream().map(VariantArgument::parse)
                .map(v -> ComparisonExecution.withCommonSettings(v, common.settings())).toList();
        if (query == null && parsed.stream().anyMatch(v -> v.sql().isEmpty())) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "Give the statement with --query (or every variant an sql= of its own)");
        }
        ComparisonRequest request = ComparisonExecution.request("compare", query == null ? "" : query, parsed,
                common.parameters(), tags, runOptions.options());
        Comparison comparison = new ComparisonExecution(root, streams, targetOptions).run(request, store);
        var advice = ComparisonAdviceText.of(comparison, store);
        streams.printOut(rows == RowFormat.PRETTY
                ? ComparisonText.render(comparison, all) + ComparisonAdviceText.render(advice)
                : rows.render(ComparisonAdviceText.rows(ComparisonText.rows(comparison), advice)));
        return ExitCodes.OK;
    }
}
