package io.mergelab.engine.system;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.querylog.QueryRegistry;
import io.mergelab.engine.querylog.RunningQuery;
import io.mergelab.engine.sql.ast.KillQuery;
import io.mergelab.engine.type.DataType;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code KILL QUERY WHERE cond [SYNC]}: evaluates {@code cond} over system.processes' rows and cancels the
 * matching queries. The result has ClickHouse's columns ({@code kill_status}, {@code query_id}, {@code user},
 * {@code query}), one row per query: {@code waiting} when ASYNC, {@code finished} once a SYNC kill saw the query
 * end, or {@code waiting} if it had not ended within the wait.
 */
public final class KillQueryRunner {
    public static final List<SystemColumn> RESULT_COLUMNS = List.of(
            SystemColumn.of("kill_status", "String"),
            SystemColumn.of("query_id", "String"),
            SystemColumn.of("user", "String"),
            SystemColumn.of("query", "String"));
    private static final long SYNC_WAIT_NANOS = 60_000_000_000L;

    private KillQueryRunner() {
    }

    public static Chunk run(KillQuery kill, QueryRegistry registry, EvaluationContext evaluation, SystemContext context) {
        ProcessesTable processes = new ProcessesTable(registry);
        Chunk rows = processes.read(context);
        List<String> names = processes.columns().stream().map(SystemColumn::name).toList();
        List<DataType> types = processes.columns().stream().map(SystemColumn::type).toList();
        Column mask = ExpressionCompiler.compile(kill.where(), new InputSchema(names, types), evaluation).evaluate(rows);
        Column ids = rows.column(names.indexOf("query_id"));
        Set<Object> matching = new HashSet<>();
        for (int r = 0; r < rows.rows(); r++) {
            if (isTrue(mask, r)) {
                matching.add(ids.get(r));
            }
        }
        List<RunningQuery> killed = registry.kill(q -> matching.contains(q.queryId()));
        long deadline = System.nanoTime() + SYNC_WAIT_NANOS;
        RowsBuilder out = new RowsBuilder(RESULT_COLUMNS);
        for (RunningQuery q : killed) {
            boolean finished = kill.sync() && awaitEnd(registry, q, deadline);
            out.row(finished ? "finished" : "waiting", q.queryId(), q.user(), q.query());
        }
        return out.build();
    }

    private static boolean isTrue(Column mask, int row) {
        if (mask instanceof NullableColumn n) {
            return n.nulls()[row] == 0 && ((LongColumn) n.nested()).values()[row] != 0;
        }
        return ((LongColumn) mask).values()[row] != 0;
    }

    private static boolean awaitEnd(QueryRegistry registry, RunningQuery q, long deadline) {
        while (registry.running().contains(q)) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }
}
