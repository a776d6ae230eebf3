package io.mergelab.engine.querylog;

import io.mergelab.engine.QueryProfile;
import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.type.DataType;
import java.util.List;

/**
 * system.processors_profile_log's columns, as ClickHouse names and orders them (without the newest
 * memory_allocated_bytes / memory_freed_bytes), and the row of one processor of a finished query.
 */
final class ProcessorsProfileLogLayout {
    static final List<PartColumn> COLUMNS = List.of(
            column("hostname", "LowCardinality(String)"),
            column("event_date", "Date"),
            column("event_time", "DateTime"),
            column("event_time_microseconds", "DateTime64(6)"),
            column("id", "UInt64"),
            column("parent_ids", "Array(UInt64)"),
            column("plan_step", "UInt64"),
            column("plan_step_name", "String"),
            column("plan_step_description", "String"),
            column("plan_group", "UInt64"),
            column("initial_query_id", "String"),
            column("query_id", "String"),
            column("name", "LowCardinality(String)"),
            column("elapsed_us", "UInt64"),
            column("input_wait_elapsed_us", "UInt64"),
            column("output_wait_elapsed_us", "UInt64"),
            column("input_rows", "UInt64"),
            column("input_bytes", "UInt64"),
            column("output_rows", "UInt64"),
            column("output_bytes", "UInt64"),
            column("processor_uniq_id", "String"),
            column("step_uniq_id", "String"));

    private ProcessorsProfileLogLayout() {
    }

    static Object[] row(QueryProfile p, ProcessorStats s, long eventMicros) {
        return new Object[] {
            LogTime.hostname(),
            LogTime.date(eventMicros),
            LogTime.instant(eventMicros),
            LogTime.instant(eventMicros),
            s.id(),
            s.parentIds(),
            s.planStepId(),
            s.planStepName(),
            s.planStepDescription(),
            (long) s.planGroup(),
            p.initialQueryId(),
            p.queryId(),
            s.name(),
            s.elapsedMicros(),
            s.inputWaitElapsedMicros(),
            s.outputWaitElapsedMicros(),
            s.inputRows(),
            s.inputBytes(),
            s.outputRows(),
            s.outputBytes(),
            s.processorUniqId(),
            s.stepUniqId()};
    }

    /** The position of {@code query_id} in {@link #COLUMNS}. */
    static final int QUERY_ID = indexOf("query_id");

    private static int indexOf(String name) {
        for (int i = 0; i < COLUMNS.size(); i++) {
            if (COLUMNS.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalStateException("no column " + name);
    }

    private static PartColumn column(String name, String type) {
        return new PartColumn(name, DataType.parse(type));
    }
}
