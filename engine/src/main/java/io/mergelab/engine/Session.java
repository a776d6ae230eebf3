package io.mergelab.engine;

import io.mergelab.engine.column.Chunk;
import java.io.InputStream;
import java.util.Iterator;
import java.util.List;

/**
 * A connection-like context: current database, session settings and query parameters. Not thread-safe;
 * {@link #cancel()} may be called from another thread.
 */
public interface Session {

    /** Executes one statement (a trailing {@code ;} is allowed). {@code INSERT ... FORMAT F} may carry inline data. */
    QueryResult execute(String sql);

    /** Executes one statement; {@code insertData} supplies the data of an {@code INSERT ... FORMAT F} without inline data. */
    QueryResult execute(String sql, InputStream insertData);

    /**
     * Executes one statement and sends its live figures to {@code listener} while it runs, then the final ones when
     * it ends (see {@link QueryListener}). A statement that fails to parse throws before it runs, without a call.
     */
    QueryResult execute(String sql, QueryListener listener);

    /**
     * Inserts ready-made blocks (columns named by {@code columns}, at most the table's ordinary columns) into
     * {@code table} ("db.t" or "t"), as {@code INSERT INTO table (columns) ...} would; for generators and tools.
     */
    QuerySummary insert(String table, List<String> columns, Iterator<Chunk> blocks);

    /** {@code SET name = value}; fails with UNKNOWN_SETTING or a CANNOT_PARSE_* code naming the setting. */
    void setSetting(String name, String value);

    /** Binds {@code {name:Type}} in later statements; the value is the parameter's text form. */
    void setParameter(String name, String value);

    String currentDatabase();

    /** Stops the running statement of this session, which then fails with QUERY_WAS_CANCELLED. */
    void cancel();
}
