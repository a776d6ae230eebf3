package io.mergelab.sampledata.remote;

import java.util.Optional;

/**
 * A database server reached over a connection (a ClickHouse server through the profiler's target), as the remote
 * loaders see it: statements, blocks of rows as TSV, and what the server lacks. Sample data stays below the profiler,
 * so the app supplies this.
 */
public interface RemoteServer {

    /** Runs one statement (DDL, OPTIMIZE, ...); fails with the server's error. */
    void execute(String sql);

    /** Inserts {@code tsvRows} (TabSeparated, one line per row, in {@code columns}' order) into {@code table}. */
    void insertTsv(String table, java.util.List<String> columns, byte[] tsvRows);

    /** Why the server cannot have skip indexes in a table, or empty when it can. */
    Optional<String> lacksSkipIndexes();

    /** What to call the server in messages: its URL and version, never a credential. */
    String description();
}
