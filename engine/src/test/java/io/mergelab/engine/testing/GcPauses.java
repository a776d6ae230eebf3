package io.mergelab.engine.testing;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/** Time this JVM spent in garbage collections, for reports of wall-clock checks (the fuzzer's overruns). */
public final class GcPauses {
    private GcPauses() {
    }

    /**
     * Milliseconds of stop-the-world collection since the JVM started, summed over its collectors; those that run
     * beside the application (G1's "G1 Concurrent GC" on newer JDKs) are left out, since they stop nothing.
     */
    public static long totalMillis() {
        long total = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (!gc.getName().contains("Concurrent")) {
                total += Math.max(0, gc.getCollectionTime());
            }
        }
        return total;
    }
}
