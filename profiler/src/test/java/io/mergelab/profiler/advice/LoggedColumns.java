package io.mergelab.profiler.advice;

import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** A run whose query log row lists the columns read ({@code columns}, as ClickHouse prints the array). */
final class LoggedColumns {
    private LoggedColumns() {
    }

    static Run with(Run run, String... columns) {
        QueryLogEntry q = run.queryLog().orElseThrow();
        Map<String, String> text = new LinkedHashMap<>(q.columns());
        text.put("columns", "['" + String.join("','", columns) + "']");
        QueryLogEntry logged = new QueryLogEntry(q.type(), q.queryDurationMs(), q.readRows(), q.readBytes(),
                q.writtenRows(), q.writtenBytes(), q.resultRows(), q.resultBytes(), q.memoryUsage(), q.databases(),
                q.tables(), q.exceptionCode(), q.exception(), q.logComment(), q.profileEvents(), q.settings(), text);
        return new Run(run.id(), run.seriesId(), run.repetition(), run.queryId(), run.target(), run.sql(),
                run.normalizedQueryHash(), run.settings(), run.parameters(), run.tags(), run.startedAt(), run.outcome(),
                Optional.of(logged), run.processors(), run.indexFunnels(), run.explains(), run.parts(),
                run.datasets(), run.machine(), run.missing());
    }
}
