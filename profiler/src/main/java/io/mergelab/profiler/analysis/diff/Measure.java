package io.mergelab.profiler.analysis.diff;

import io.mergelab.profiler.analysis.Spread;
import io.mergelab.profiler.run.ProcessorRow;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * The figures of {@code system.processors_profile_log} a diff compares, with the column names they are written
 * under in machine formats ({@code elapsed_us} as ClickHouse names it).
 */
public enum Measure {
    ELAPSED_MICROS("elapsed_us", ProcessorRow::elapsedMicros, ProcessorFigures::elapsedMicros),
    INPUT_WAIT_MICROS("input_wait_elapsed_us", ProcessorRow::inputWaitMicros, ProcessorFigures::inputWaitMicros),
    OUTPUT_WAIT_MICROS("output_wait_elapsed_us", ProcessorRow::outputWaitMicros, ProcessorFigures::outputWaitMicros),
    INPUT_ROWS("input_rows", ProcessorRow::inputRows, ProcessorFigures::inputRows),
    INPUT_BYTES("input_bytes", ProcessorRow::inputBytes, ProcessorFigures::inputBytes),
    OUTPUT_ROWS("output_rows", ProcessorRow::outputRows, ProcessorFigures::outputRows),
    OUTPUT_BYTES("output_bytes", ProcessorRow::outputBytes, ProcessorFigures::outputBytes);

    private final String column;
    private final ToLongFunction<ProcessorRow> ofRow;
    private final Function<ProcessorFigures, Spread> ofFigures;

    Measure(String column, ToLongFunction<ProcessorRow> ofRow, Function<ProcessorFigures, Spread> ofFigures) {
        this.column = column;
        this.ofRow = ofRow;
        this.ofFigures = ofFigures;
    }

    /** The column name, as in {@code system.processors_profile_log}. */
    public String column() {
        return column;
    }

    public long of(ProcessorRow row) {
        return ofRow.applyAsLong(row);
    }

    public Spread of(ProcessorFigures figures) {
        return ofFigures.apply(figures);
    }
}
