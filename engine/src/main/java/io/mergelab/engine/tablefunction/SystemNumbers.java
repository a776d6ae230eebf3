package io.mergelab.engine.tablefunction;

import io.mergelab.engine.plan.SourceStep;

/**
 * {@code system.numbers} and {@code system.zeros} (and their {@code _mt} forms): the endless {@code number} UInt64
 * and {@code zero} UInt8 columns, read through the same steps as {@code numbers()} and {@code zeros()} so LIMIT
 * stops them. It is not a finite {@link io.mergelab.engine.system.SystemTable}; the
 * analyzer routes {@code FROM system.numbers} here before looking up ordinary system tables.
 */
public final class SystemNumbers {
    private SystemNumbers() {
    }

    /** True for the system tables this class serves instead of {@code SystemTables}. */
    public static boolean handles(String systemTable) {
        return systemTable.equals("numbers") || systemTable.equals("numbers_mt") || systemTable.equals("zeros")
                || systemTable.equals("zeros_mt");
    }

    /** The step reading {@code system.numbers} / {@code zeros} (one stream) or their {@code _mt} forms (max_threads streams). */
    public static SourceStep step(String systemTable) {
        if (!handles(systemTable)) {
            throw new IllegalArgumentException("system." + systemTable + " is not served by SystemNumbers");
        }
        if (systemTable.startsWith("zeros")) {
            return ZerosFunction.endless(systemTable.equals("zeros_mt"));
        }
        return NumbersFunction.endless(systemTable.equals("numbers_mt"));
    }

    /** The step reading {@code system.numbers}. */
    public static SourceStep step() {
        return step("numbers");
    }
}
