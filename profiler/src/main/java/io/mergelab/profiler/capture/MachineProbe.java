package io.mergelab.profiler.capture;

import io.mergelab.profiler.run.MachineFacts;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.net.InetAddress;
import java.net.UnknownHostException;

/** The facts of the machine this process runs on, read once: host name lookups can be slow. */
final class MachineProbe {
    private static volatile MachineFacts facts;

    private MachineProbe() {
    }

    static MachineFacts facts() {
        MachineFacts known = facts;
        if (known == null) {
            known = new MachineFacts(hostName(), Runtime.getRuntime().availableProcessors(), totalMemoryBytes(),
                    System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"),
                    System.getProperty("os.name") + " " + System.getProperty("os.version"));
            facts = known;
        }
        return known;
    }

    /** Physical memory, where the JVM tells it (HotSpot and OpenJ9 do); else 0, which reads as "not known". */
    private static long totalMemoryBytes() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean sun) {
            return sun.getTotalMemorySize();
        }
        return 0;
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            String fromEnvironment = System.getenv("HOSTNAME");
            return fromEnvironment != null ? fromEnvironment : "unknown";
        }
    }
}
