package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.run.ProcessorRow;
import java.util.Comparator;
import java.util.List;

/**
 * Reads a statement's rows of {@code system.processors_profile_log}, ordered by processor id so two captures of the
 * same run compare equal. Columns newer servers added ({@code plan_step_name}, {@code processor_uniq_id}) read as
 * empty where a server lacks them.
 */
final class ProcessorLogReader {

    private ProcessorLogReader() {
    }

    static List<ProcessorRow> read(QueryTarget target, String queryId) {
        return processors(NamedRow.select(target, "SELECT * FROM system.processors_profile_log WHERE query_id = "
                + SqlLiterals.string(queryId)));
    }

    /** The processors of a statement's rows of system.processors_profile_log, however they were read. */
    static List<ProcessorRow> processors(List<NamedRow> rows) {
        return rows.stream()
                .map(ProcessorLogReader::processor)
                .sorted(Comparator.comparing(ProcessorRow::id, Long::compareUnsigned))
                .toList();
    }

    private static ProcessorRow processor(NamedRow row) {
        return new ProcessorRow(
                row.number("id"),
                row.array("parent_ids").stream().map(Long::parseUnsignedLong).toList(),
                row.number("plan_step"),
                row.text("plan_step_name"),
                row.text("plan_step_description"),
                row.number("plan_group"),
                row.text("name"),
                row.text("processor_uniq_id"),
                row.text("step_uniq_id"),
                row.number("elapsed_us"),
                row.number("input_wait_elapsed_us"),
                row.number("output_wait_elapsed_us"),
                row.number("input_rows"),
                row.number("input_bytes"),
                row.number("output_rows"),
                row.number("output_bytes"));
    }
}
