package io.mergelab.app.cli;

import io.mergelab.engine.ScriptStatement;
import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Unmatched;

/**
 * {@code mergelab sql}: runs SQL on the embedded engine the way {@code clickhouse local} and
 * {@code clickhouse-client} do, so ClickHouse-style scripts and test files run unchanged.
 */
@Command(name = "sql", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Run SQL statements on the embedded engine, as clickhouse local / clickhouse-client do.",
        footer = {"",
            "Statements come from --query, --queries-file, or standard input. With --query or --queries-file,",
            "standard input supplies the data of an INSERT ... FORMAT <fmt> statement without inline data.",
            "  --param_<name>=<value>   binds the query parameter {name:Type}",
            "  --<setting>=<value>      sets any setting for the session, e.g. --max_threads=2"})
final class SqlCommand extends ReportingCommand {
    @Option(names = {"-q", "--query"}, paramLabel = "SQL", description = "Statements to run, separated by ';'.")
    private String query;

    @Option(names = "--queries-file", paramLabel = "FILE", description = "A file of statements to run.")
    private Path queriesFile;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "TabSeparated",
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

    @Unmatched
    private List<String> overrides = new ArrayList<>();

    SqlCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run() {
        ClientOverrides clientOverrides = ClientOverrides.parse(overrides);
        if (query != null && queriesFile != null) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "Options '--query' and '--queries-file' cannot be specified at the same time");
        }
        String script;
        InputStream insertData;
        if (query != null) {
            script = query;
            insertData = streams.in();
        } else if (queriesFile != null) {
            script = readQueriesFile(queriesFile);
            insertData = streams.in();
        } else {
            script = readStandardInput();
            insertData = null;
        }
        var statements = ScriptStatement.split(script);
        try (EmbeddedTarget target = EmbeddedTarget.open(root.dataDirectory())) {
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

    private static String readQueriesFile(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new MergeLabException(ErrorCode.FILE_DOESNT_EXIST, "File " + file + " doesn't exist", e);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot open file " + file + ": " + e.getMessage(), e);
        }
    }

    private String readStandardInput() {
        try {
            return new String(streams.in().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot read standard input: " + e.getMessage(), e);
        }
    }
}
