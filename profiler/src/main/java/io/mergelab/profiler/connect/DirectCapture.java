package io.mergelab.profiler.connect;

import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.PartRow;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a target may offer run capture besides SQL: the same data capture otherwise reads with statements (the three
 * EXPLAINs, a query's rows of {@code system.query_log} and {@code system.processors_profile_log}, a table's
 * {@code system.parts}), handed over without a round-trip each. Every answer must equal what those statements give
 * on the same target at the same moment, so a run captured either way is the same run; a failure is the
 * {@link TargetException} the statement would have raised. The embedded engine offers it
 * ({@link QueryTarget#directCapture()}); a server target does not, and capture reads through SQL.
 */
public interface DirectCapture {

    /**
     * The texts of {@code EXPLAIN PLAN indexes = 1}, {@code EXPLAIN PLAN indexes = 1, actions = 1, json = 1} and
     * {@code EXPLAIN PIPELINE} of the request's SELECT under its settings and parameters.
     */
    Explains explains(QueryRequest request);

    /**
     * The same three texts for a SELECT this target just ran and {@code executed} returned, made from that run's own
     * plan, pipeline and index analysis once its rows were drained or it was closed: nothing is planned or analysed
     * again, and the index funnel is the one the run had (with skip indexes checked while reading, what it dropped then;
     * see {@code io.mergelab.engine.QueryResult#planExplains}); with the funnels the json text shows. Empty when the
     * statement failed or was no SELECT; {@link #explains} then plans it again.
     */
    Optional<RunExplains> executedExplains(TargetResult executed);

    /** {@code SELECT * FROM system.query_log WHERE query_id = queryId}: each row by column name, values as text. */
    List<Map<String, String>> queryLogRows(String queryId);

    /** {@code SELECT * FROM system.processors_profile_log WHERE query_id = queryId}, as {@link #queryLogRows}. */
    List<Map<String, String>> processorsProfileLogRows(String queryId);

    /**
     * {@code SELECT * FROM system.part_log WHERE database = ... AND table = ... AND event_time >= toDateTime(s)}, where
     * {@code s} is {@code since} in whole seconds, in the order the log holds them, as {@link #queryLogRows}; date and
     * time values in UTC.
     */
    List<Map<String, String>> partLogRows(String database, String table, Instant since);

    /** The rows of {@code system.parts} for {@code database.table}, in the order the target lists them. */
    List<PartRow> parts(String database, String table);
}
