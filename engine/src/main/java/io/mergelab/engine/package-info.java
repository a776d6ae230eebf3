/**
 * The engine's public API: everything the profiler, the app and the benchmarks may use. An ArchUnit rule
 * ({@code AppArchitectureTest}) holds them to this package; the engine's other packages are internal, public only
 * because the engine's own packages use each other.
 *
 * <ul>
 *   <li>Running SQL: {@link io.mergelab.engine.Engine} (open a data directory, {@code version()}) with
 *       {@link io.mergelab.engine.EngineConfig} (user_files_path for file(), remote_url_allow_hosts for url()),
 *       {@link io.mergelab.engine.Session} (statements, settings, parameters, cancel, block inserts) with
 *       {@link io.mergelab.engine.QueryOptions} (a statement's query_id, settings, parameters, listener),
 *       {@link io.mergelab.engine.ScriptStatement} (splitting a script as clickhouse-client does).</li>
 *   <li>Results: {@link io.mergelab.engine.QueryResult} — columnar chunks, text values, or a ClickHouse output
 *       format written to a stream — with its {@link io.mergelab.engine.QuerySummary} (the client summary line)
 *       and {@link io.mergelab.engine.QueryProfile}.</li>
 *   <li>The query profile, immutable records: {@link io.mergelab.engine.QueryProfile} (a query_log row),
 *       {@link io.mergelab.engine.ProcessorStats} (a processors_profile_log row), {@link io.mergelab.engine.IndexFunnel}
 *       and {@link io.mergelab.engine.IndexStage} (index analysis stage by stage),
 *       {@link io.mergelab.engine.PhaseTimings}, {@link io.mergelab.engine.QueryKind}.</li>
 *   <li>For a profiler, without running SQL: {@link io.mergelab.engine.Engine#queryLogRows} and
 *       {@link io.mergelab.engine.Engine#processorsProfileLogRows} (a query's log rows as
 *       {@link io.mergelab.engine.SystemRows}, the text {@code SELECT *} gives), {@link io.mergelab.engine.Engine#parts}
 *       ({@link io.mergelab.engine.PartSnapshot}, a table's rows of system.parts) and
 *       {@link io.mergelab.engine.Session#explainPlans} ({@link io.mergelab.engine.PlanExplains}, three EXPLAINs from
 *       one analysis).</li>
 *   <li>Live figures: {@link io.mergelab.engine.QueryListener}, given with
 *       {@link io.mergelab.engine.QueryOptions}, receives {@link io.mergelab.engine.QueryProgress} (per-processor
 *       figures so far) while a statement runs.</li>
 *   <li>Settings: {@link io.mergelab.engine.SettingDescription} and {@link io.mergelab.engine.SettingTier}, the
 *       registry as records; {@link io.mergelab.engine.ProfileEventDescription}, the ProfileEvents counters
 *       with their meanings.</li>
 *   <li>Readable numbers: {@link io.mergelab.engine.ReadableNumbers}, sizes and quantities as ClickHouse prints
 *       them.</li>
 *   <li>Errors: {@link io.mergelab.engine.MergeLabException}, the one unchecked exception type, with its
 *       {@link io.mergelab.engine.ErrorCode} (ClickHouse's names and numbers).</li>
 * </ul>
 *
 * <p>Columnar data — {@code column.Chunk} and its columns, {@code type.DataType} — appears in
 * {@link io.mergelab.engine.Session#insert} and {@link io.mergelab.engine.QueryResult#chunks()} for modules that move
 * data in bulk (sample-data, the benchmarks); the architecture rule names who may use those packages.
 * {@link io.mergelab.engine.QueryResult.ResultLifecycle} and {@code QueryResult}'s constructor are for the engine.
 */
package io.mergelab.engine;
