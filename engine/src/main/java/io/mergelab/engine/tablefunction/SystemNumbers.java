package io.mergelab.engine.tablefunction;

import io.mergelab.engine.plan.SourceStep;

/**
 * {@code system.numbers}: the endless {@code number} UInt64 column, read through the same step as
 * {@code numbers()} so LIMIT stops it. It is not a finite {@link io.mergelab.engine.system.SystemTable}; the
 * analyzer routes {@code FROM system.numbers} here before looking up ordinary system tables.
 */
public final class SystemNumbers {
    private SystemNumbers() {
    }

    /** True for the system tables this class serves instead of {@code SystemTables}. */
    public static boolean handles(String systemTable) {
        return systemTable.equals("numbers") || systemTable.equals("numbers_mt");
    }

    /** The step reading {@code system.numbers} (one stream) or {@code system.numbers_mt} (max_threads streams). */
    public static SourceStep step(String systemTable) {
        if (!handles(systemTable)) {
            throw new IllegalArgumentException("system." + systemTable + " is not served by SystemNumbers");
        }
        return NumbersFunction.endless(systemTable.equals("numbers_mt"));
    }

    /** The step reading {@code system.numbers}. */
    public static SourceStep step() {
        return step("numbers");
    }
}
