package io.mergelab.app.cli;

import io.mergelab.engine.ScriptStatement;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Unmatched;

/**
 * {@code mergelab sql}: runs SQL on the embedded engine the way {@code clickhouse local} and
 * {@code clickhouse-client} do, so ClickHouse-style scripts and test files run unchanged.
 */
@Command(name = "sql", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Run SQL statements on the embedded engine or a ClickHouse server (--target), as clickhouse local"
                + " / clickhouse-client do.",
        footer = {"",
            "Statements come from --query, --queries-file, or standard input. With --query or --queries-file,",
            "standard input supplies the data of an INSERT ... FORMAT <fmt> statement without inline data.",
            "  --param_<name>=<value>   binds the query parameter {name:Type}",
            "  --<setting>=<value>      sets any setting for the session, e.g. --max_threads=2"})
final class SqlCommand extends ReportingCommand {
    private static final String DEFAULT_FORMAT = "TabSeparated";

    @Option(names = {"-q", "--query"}, paramLabel = "SQL", description = "Statements to run, separated by ';'.")
    private String query;

    @Option(names = "--queries-file", paramLabel = "FILE", description = "A file of statements to run.")
    private Path queriesFile;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = DEFAULT_FORMAT,
            description = "Output format (default: ${DEFAULT-VALUE}); a FORMAT clause in a statement wins.")
    private String format;

    @Option(names = {"-t", "--time"}, description = "Print each statement's elapsed seconds to stderr.")
    private boolean time;

    @Option(names = "--summary", description = "Print the client summary of each statement to stderr.")
    private boolean summary;

    @Option(names = "--echo", description = "Print each statement before running it.")
    private boolean echo;

    @Option(names = {"-T", "--testmode"},
            description = "Statements followed by -- { serverError CODE } must fail with that code; the script goes on.")
    private boolean testMode;

    @Mixin
    private TargetOptions targetOptions;

    @Unmatched
    private List<String> overrides = new ArrayList<>();

    SqlCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    /**
     * The command as picocli makes it for {@code sql --query QUERY} or {@code sql --queries-file FILE} (one of them
     * null) with no other option ({@link SqlArguments}).
     */
    static SqlCommand script(MergeLabCommand root, CommandStreams streams, String query, Path queriesFile) {
        SqlCommand command = new SqlCommand(root, streams);
        command.query = query;
        command.queriesFile = queriesFile;
        command.format = DEFAULT_FORMAT;
        command.targetOptions = new TargetOptions();
        return command;
    }

    @Override
    protected int run() {
        ClientOverrides clientOverrides = ClientOverrides.parse(overrides);
        ScriptSource source = new ScriptSource(query, queriesFile);
        String script = source.read(streams);
        InputStream insertData = source.fromStandardInput() ? null : streams.in();
        var statements = ScriptStatement.split(script);
        try (QueryTarget target = targetOptions.open(root)) {
            setForTheSession(target, clientOverrides.settings());
            ScriptRunner runner = new ScriptRunner(target, clientOverrides.parameters(), streams,
                    new ScriptRunner.Options(format, echo, time, summary, testMode));
            return runner.run(statements, insertData);
        }
    }

    /**
     * Command-line settings hold for the whole script, as clickhouse-client's do, so they are SET in the target's
     * session (a later SET in the script overrides them); a bad one fails before any statement runs.
     */
    private static void setForTheSession(QueryTarget target, Map<String, String> settings) {
        for (Map.Entry<String, String> setting : settings.entrySet()) {
            target.run(QueryRequest.of("SET " + SqlLiterals.identifier(setting.getKey()) + " = "
                    + SqlLiterals.string(setting.getValue()))).close();
        }
    }
}
