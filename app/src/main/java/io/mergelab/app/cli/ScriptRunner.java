package io.mergelab.app.cli;

import io.mergelab.engine.QueryResult;
import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.Session;
import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.ScriptStatement;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Runs a script's statements in order on one session, writing result sets through the chosen output
 * format. The first failure stops the script, except in test mode for a statement whose hint expects it.
 */
final class ScriptRunner {

    /** How to run: default output format and the client's switches. */
    record Options(String format, boolean echo, boolean time, boolean summary, boolean testMode) {
    }

    private final Session session;
    private final CommandStreams streams;
    private final Options options;
    private boolean echo;

    ScriptRunner(Session session, CommandStreams streams, Options options) {
        this.session = session;
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
            QuerySummary querySummary;
            try {
                querySummary = execute(statement.sql(), insertData);
            } catch (MergeLabException e) {
                flushOut();
                if (hint.expectsError() && hint.matches(e.code())) {
                    continue;
                }
                if (hint.expectsError()) {
                    streams.err().println("Expected " + kindText(hint) + " error code: " + hint.expectedText()
                            + " but got: " + e.code().code() + " (query: " + statement.sql() + ").");
                }
                streams.err().println(e.toClientLine());
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
                streams.err().print(querySummary.clientSummaryText());
                streams.err().flush();
            }
        }
        return ExitCodes.OK;
    }

    private QuerySummary execute(String sql, InputStream insertData) {
        QueryResult result = insertData == null ? session.execute(sql) : session.execute(sql, insertData);
        return result.writeTo(options.format(), streams.out());
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
