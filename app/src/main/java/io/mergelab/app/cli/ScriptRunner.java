package io.mergelab.app.cli;

import io.mergelab.engine.ScriptStatement;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.ResultSummary;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.text.ClientSummary;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * Runs a script's statements in order on a target, writing result sets through the chosen output format; every
 * statement carries the query parameters. The first failure stops the script, except in test mode for a statement
 * whose hint expects it.
 */
final class ScriptRunner {

    /** How to run: default output format and the client's switches. */
    record Options(String format, boolean echo, boolean time, boolean summary, boolean testMode) {
    }

    private final QueryTarget target;
    private final Map<String, String> parameters;
    private final CommandStreams streams;
    private final Options options;
    private boolean echo;

    ScriptRunner(QueryTarget target, Map<String, String> parameters, CommandStreams streams, Options options) {
        this.target = target;
        this.parameters = Map.copyOf(parameters);
        this.streams = streams;
        this.options = options;
        this.echo = options.echo();
    }

    /** Runs the statements; {@code insertData} (may be null) feeds an INSERT without inline data. Returns the exit code. */
    int run(List<ScriptStatement> statements, InputStream insertData) {
        for (ScriptStatement statement : statements) {
            TestHint hint = options.testMode() ? TestHint.parse(statement.trailingComment()) : TestHint.NONE;
            echo = hint.echo().orElse(echo);
            if (echo) {
                // as clickhouse-client echoes a statement of a script: with its semicolon
                write(statement.sql() + ";\n");
            }
            long startNanos = System.nanoTime();
            ResultSummary querySummary;
            try {
                querySummary = execute(statement.sql(), insertData);
            } catch (TargetException e) {
                flushOut();
                if (hint.expectsError() && hint.matches(e.code(), e.codeName())) {
                    continue;
                }
                if (hint.expectsError()) {
                    streams.err().println("Expected " + kindText(hint) + " error code: " + hint.expectedText()
                            + " but got: " + e.code() + " (query: " + statement.sql() + ").");
                }
                streams.err().println(e.clientLine());
                return ExitCodes.of(e.code());
            }
            flushOut();
            if (hint.expectsError()) {
                streams.err().println("The query succeeded but the " + kindText(hint) + " error '" + hint.expectedText()
                        + "' was expected (query: " + statement.sql() + ").");
                return ExitCodes.FAILED;
            }
            if (options.time()) {
                streams.err().println(ElapsedText.seconds(System.nanoTime() - startNanos));
            }
            if (options.summary()) {
                streams.err().print(ClientSummary.format(querySummary));
                streams.err().flush();
            }
        }
        return ExitCodes.OK;
    }

    private ResultSummary execute(String sql, InputStream insertData) {
        QueryRequest request = QueryRequest.of(sql).withParameters(parameters);
        return target.runFormatted(insertData == null ? request : request.withInsertData(insertData), options.format(),
                streams.out());
    }

    private static String kindText(TestHint hint) {
        return hint.kind().equals("clientError") ? "client" : "server";
    }

    private void write(String text) {
        try {
            streams.out().write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw cannotWrite(e);
        }
    }

    private void flushOut() {
        try {
            streams.out().flush();
        } catch (IOException e) {
            throw cannotWrite(e);
        }
    }

    private static MergeLabException cannotWrite(IOException e) {
        return new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR,
                "Cannot write to standard output: " + e.getMessage(), e);
    }
}
