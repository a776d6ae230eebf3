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
     * Executes one statement under the options' query_id (so a caller can find it in {@code system.query_log} and
     * cancel it with {@code KILL QUERY}), with the options' settings and parameters on top of the session's for this
     * statement only; a {@code USE} or {@code SET} it runs still changes the session. A bad setting fails the
     * statement before it starts, as its SETTINGS clause would. {@code insertData} may be null when none is needed.
     * The options' listener, if any, receives the statement's live figures while it runs and the final ones when it
     * ends (see {@link QueryListener}); a statement that fails to parse throws before it runs, without a call.
     */
    QueryResult execute(String sql, InputStream insertData, QueryOptions options);

    /**
     * Explains the SELECT {@code sql} under the options' settings and parameters as {@code EXPLAIN PLAN indexes = 1},
     * {@code EXPLAIN PLAN indexes = 1, actions = 1, json = 1} and {@code EXPLAIN PIPELINE} would, one after another,
     * but planning it and analysing its indexes once. Fails as those statements would (a statement other than SELECT:
     * NOT_IMPLEMENTED). Not logged in system.query_log.
     */
    PlanExplains explainPlans(String sql, QueryOptions options);

    /**
     * Inserts ready-made blocks (columns named by {@code columns}, at most the table's ordinary columns) into
     * {@code table} ("db.t" or "t"), as {@code INSERT INTO table (columns) ...} would; for generators and tools. The
     * engine keeps no reference to the blocks' arrays once this returns: the caller may refill them for its next
     * insert.
     */
    QuerySummary insert(String table, List<String> columns, Iterator<Chunk> blocks);

    /**
     * Inserts one block handed over in consecutive {@code pieces} (columns as for {@link #insert}): the table gets the
     * parts that one block of all the pieces' rows, in order, would give. The engine is done with a piece when it asks
     * for the next, so the caller may fill the next piece into the same arrays: a generator's big block then needs
     * no array bigger than a piece.
     */
    QuerySummary insertBlock(String table, List<String> columns, Iterator<Chunk> pieces);

    /** {@code SET name = value}; fails with UNKNOWN_SETTING or a CANNOT_PARSE_* code naming the setting. */
    void setSetting(String name, String value);

    /** Binds {@code {name:Type}} in later statements; the value is the parameter's text form. */
    void setParameter(String name, String value);

    String currentDatabase();

    /** Stops the running statement of this session, which then fails with QUERY_WAS_CANCELLED. */
    void cancel();
}
