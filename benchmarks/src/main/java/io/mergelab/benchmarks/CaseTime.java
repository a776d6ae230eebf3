package io.mergelab.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * What one measured case cost, in milliseconds: wall time; the process's CPU time (every thread: the query's
 * workers, the caller, the JIT and GC; the OS counts it in 10 ms ticks here, so only means over many rounds say
 * something); and the calling thread's CPU time (exact to the microsecond: capture's own work, EXPLAINs and reads,
 * runs on the calling thread, the statement's pipeline mostly on worker threads). On a shared machine the wall time
 * also counts the waits for a core that others hold; CPU time counts only the work done.
 */
record CaseTime(double wallMillis, double processCpuMillis, double callerCpuMillis) {
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** The clock, the process CPU time and the calling thread's CPU time now, in nanoseconds. */
    static long[] now() {
        return new long[] {System.nanoTime(), OS.getProcessCpuTime(), THREADS.getCurrentThreadCpuTime()};
    }

    /** From {@code start} (as {@link #now()} gave it on this thread) to now. */
    static CaseTime since(long[] start) {
        long[] end = now();
        return new CaseTime((end[0] - start[0]) / 1e6, (end[1] - start[1]) / 1e6, (end[2] - start[2]) / 1e6);
    }

    /** The machine's load average over the last minute, as the OS reports it (negative where it cannot). */
    static double loadAverage() {
        return OS.getSystemLoadAverage();
    }
}
