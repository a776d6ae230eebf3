package io.mergelab.profiler.bundle;

import io.mergelab.profiler.run.ProcessorRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Rows of a {@code system.processors_profile_log} dump read as the run model's {@link ProcessorRow}. Older servers
 * lack the plan step's name and description and the uniq ids: those read as empty and are named in the run's missing
 * list.
 */
final class ProcessorRows {
    /** What marks a dump as the processors profile log's. */
    static final Set<String> SIGNATURE = Set.of("query_id", "name", "elapsed_us");
    private static final List<String> NEWER_COLUMNS = List.of("plan_step", "plan_step_name", "plan_step_description",
            "plan_group", "processor_uniq_id", "step_uniq_id", "input_wait_elapsed_us", "output_wait_elapsed_us");

    private ProcessorRows() {
    }

    static ProcessorRow processor(DumpRow row) {
        return new ProcessorRow(row.number("id"), row.numbers("parent_ids"), row.number("plan_step"),
                row.text("plan_step_name"), row.text("plan_step_description"), row.number("plan_group"),
                row.text("name"), row.text("processor_uniq_id"), row.text("step_uniq_id"), row.number("elapsed_us"),
                row.number("input_wait_elapsed_us"), row.number("output_wait_elapsed_us"), row.number("input_rows"),
                row.number("input_bytes"), row.number("output_rows"), row.number("output_bytes"));
    }

    /** The columns of newer servers this dump lacks. */
    static List<String> absentColumns(DumpRow row) {
        List<String> absent = new ArrayList<>();
        for (String column : NEWER_COLUMNS) {
            if (!row.has(column)) {
                absent.add(column);
            }
        }
        return absent;
    }
}
