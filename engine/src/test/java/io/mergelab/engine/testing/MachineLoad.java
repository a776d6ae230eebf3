package io.mergelab.engine.testing;

import java.lang.management.ManagementFactory;

/**
 * How overloaded the machine is, for checks of wall-clock limits: a query cannot notice its max_execution_time while
 * its threads wait for a core, so the soak and the fuzzer stretch their grace by this factor.
 */
public final class MachineLoad {
    private MachineLoad() {
    }

    /** The one-minute load average per core, at least 1 (1 when the system does not tell). */
    public static double slowdown() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return Math.max(1.0, load / Runtime.getRuntime().availableProcessors());
    }
}
