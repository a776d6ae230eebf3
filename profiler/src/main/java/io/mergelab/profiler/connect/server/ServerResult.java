package io.mergelab.profiler.connect.server;

import io.mergelab.profiler.capture.TabSeparated;
import io.mergelab.profiler.connect.ResultColumn;
import io.mergelab.profiler.connect.ResultSummary;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.connect.TargetResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * A server's answer in {@code TabSeparatedWithNamesAndTypes}, read as it arrives: the names and types lines, then
 * rows a chunk at a time. A line is handed out only once the next one (or the end) has arrived, because a server that
 * fails after it started streaming writes the exception at the end of the body with status 200; that last line
 * becomes the {@link TargetException} instead of a row. A body that is cut off, or is stopped by
 * {@link #cancel()}, fails the same way. An empty body is a statement without a result set (DDL, INSERT).
 *
 * <p>The summary has what the client knows: its elapsed time and the rows returned (old servers send no figures).
 */
final class ServerResult implements TargetResult {
    private static final int CHUNK_ROWS = 4096;

    private final String queryId;
    private final Reader body;
    private final ServerErrors errors;
    private final String url;
    private final long startNanos;
    private final Runnable onClose;
    private final List<ResultColumn> columns;
    private final StringBuilder line = new StringBuilder();
    private final char[] buffer = new char[16384];
    private int bufferStart;
    private int bufferEnd;
    private String pending;
    private boolean finished;
    private volatile boolean cancelled;
    private long resultRows;
    private long elapsedNanos;

    ServerResult(String queryId, InputStream body, ServerErrors errors, String url, long startNanos, Runnable onClose) {
        this.queryId = queryId;
        this.body = new InputStreamReader(body, StandardCharsets.UTF_8);
        this.errors = errors;
        this.url = url;
        this.startNanos = startNanos;
        this.onClose = onClose;
        try {
            this.columns = header();
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    @Override
    public List<ResultColumn> columns() {
        return columns;
    }

    @Override
    public Iterator<List<List<String>>> chunks() {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return pending != null;
            }

            @Override
            public List<List<String>> next() {
                if (pending == null) {
                    throw new NoSuchElementException();
                }
                List<List<String>> rows = new ArrayList<>();
                while (pending != null && rows.size() < CHUNK_ROWS) {
                    String next = readLine();
                    if (next == null) {
                        failIfException(pending);
                    }
                    rows.add(values(pending));
                    pending = next;
                }
                resultRows += rows.size();
                if (pending == null) {
                    finish();
                }
                return rows;
            }
        };
    }

    @Override
    public ResultSummary summary() {
        long elapsed = finished ? elapsedNanos : System.nanoTime() - startNanos;
        return new ResultSummary(queryId, elapsed, 0, 0, 0, 0, resultRows, 0);
    }

    /** Stops reading: the next read fails with QUERY_WAS_CANCELLED (the server is told by a KILL QUERY). */
    void cancel() {
        cancelled = true;
        closeBody();
    }

    @Override
    public void close() {
        pending = null;
        finish();
        closeBody();
    }

    private List<ResultColumn> header() {
        String names = readLine();
        if (names == null) {
            finish();
            return List.of();
        }
        String types = readLine();
        if (types == null) {
            failIfException(names);
            throw errors.failure(ServerErrors.UNKNOWN_EXCEPTION, "The answer of " + url + " to query " + queryId
                    + " has a line of names but no types: not TabSeparatedWithNamesAndTypes");
        }
        List<String> nameList = values(names);
        List<String> typeList = values(types);
        if (nameList.size() != typeList.size()) {
            throw errors.failure(ServerErrors.UNKNOWN_EXCEPTION, "The answer of " + url + " to query " + queryId
                    + " has " + nameList.size() + " names and " + typeList.size() + " types");
        }
        List<ResultColumn> result = new ArrayList<>();
        for (int i = 0; i < nameList.size(); i++) {
            result.add(new ResultColumn(nameList.get(i), typeList.get(i)));
        }
        pending = readLine();
        if (pending == null) {
            finish();
        }
        return List.copyOf(result);
    }

    private void failIfException(String last) {
        Optional<TargetException> exception = errors.trailing(last, columns == null ? 1 : columns.size());
        if (exception.isPresent()) {
            close();
            throw exception.get();
        }
    }

    private List<String> values(String text) {
        String[] fields = text.split("\t", -1);
        if (!columnsKnown() || fields.length == columns.size()) {
            return Arrays.stream(fields).map(f -> f.equals("\\N") ? null : TabSeparated.field(f)).toList();
        }
        close();
        throw errors.failure(ServerErrors.UNKNOWN_EXCEPTION, "The answer of " + url + " to query " + queryId
                + " has a row of " + fields.length + " values for " + columns.size() + " columns");
    }

    private boolean columnsKnown() {
        return columns != null;
    }

    /** The next line without its {@code \n}, or null at the end of the body. */
    private String readLine() {
        line.setLength(0);
        try {
            while (true) {
                if (bufferStart == bufferEnd) {
                    int read = body.read(buffer);
                    if (read < 0) {
                        if (cancelled) {
                            throw new IOException("cancelled");
                        }
                        return line.isEmpty() ? null : line.toString();
                    }
                    bufferStart = 0;
                    bufferEnd = read;
                }
                for (int i = bufferStart; i < bufferEnd; i++) {
                    if (buffer[i] == '\n') {
                        line.append(buffer, bufferStart, i - bufferStart);
                        bufferStart = i + 1;
                        return line.toString();
                    }
                }
                line.append(buffer, bufferStart, bufferEnd - bufferStart);
                bufferStart = bufferEnd;
            }
        } catch (IOException e) {
            closeBody();
            if (cancelled) {
                throw errors.failure(ServerErrors.QUERY_WAS_CANCELLED, "Query was cancelled");
            }
            throw errors.failure(ServerErrors.NETWORK_ERROR, "Connection to " + url + " lost while reading the result"
                    + " of query " + queryId + ": " + e.getMessage());
        }
    }

    private void finish() {
        if (!finished) {
            finished = true;
            elapsedNanos = System.nanoTime() - startNanos;
            onClose.run();
        }
    }

    private void closeBody() {
        try {
            body.close();
        } catch (IOException e) {
            // the connection is being dropped anyway; nothing of the result is lost by this
        }
    }
}
