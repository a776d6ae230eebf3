/**
 * What a query leaves behind: the running-query registry (system.processes, KILL QUERY), the immutable
 * {@link io.mergelab.engine.QueryProfile}, ProfileEvents, and the persisted system logs (system.query_log,
 * system.processors_profile_log) behind {@link io.mergelab.engine.querylog.QueryLogs}.
 *
 * <p>Lifecycle, as the interpreter drives it (see {@code QueryLifecycleTest}):
 * <ol>
 *   <li>engine open: {@code QueryLogs.open(dataDir)}, handed to {@code new SystemTables(logs)}; engine close:
 *       {@code logs.close()} (flushes); {@code SYSTEM FLUSH LOGS}: {@code logs.flush()};</li>
 *   <li>a statement that fails to parse or resolve: {@code logs.exceptionBeforeStart(profile, settings)};</li>
 *   <li>otherwise {@code RunningQuery q = logs.start(id, sql, kind, db, user, settings)}; the
 *       pipeline runs with {@code q::isCancelled}; sources report chunks to {@code q.limits().addReadRows} and
 *       buffers to {@code q.memory()}; counters go to {@code q.events()};</li>
 *   <li>at the end, success or failure: {@code logs.finish(q, q.profile()...build())}.</li>
 * </ol>
 */
package io.mergelab.engine.querylog;

import io.mergelab.engine.QueryProfile;
