package io.mergelab.profiler.run;

import java.util.Objects;

/**
 * The machine MergeLab ran on when it captured the run (for an embedded target also the engine's machine), so
 * figures from different machines are never compared unknowingly.
 */
public record MachineFacts(String hostName, int cores, long memoryBytes, String jvm, String os) {
    public MachineFacts {
        Objects.requireNonNull(hostName, "hostName");
        Objects.requireNonNull(jvm, "jvm");
        Objects.requireNonNull(os, "os");
    }
}
