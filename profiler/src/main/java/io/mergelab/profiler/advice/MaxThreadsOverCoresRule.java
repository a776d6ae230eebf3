package io.mergelab.profiler.advice;

import io.mergelab.profiler.run.Run;

/**
 * {@code max_threads} set above the machine's cores: threads past the cores only take turns on them. Score 40
 * above the cores, 75 from four times the cores.
 */
final class MaxThreadsOverCoresRule implements Rule {
    static final String ID = "max-threads-over-cores";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "max_threads higher than the cores";
    }

    @Override
    public Finding evaluate(Run run) {
        long maxThreads = RunFacts.number(run, "max_threads", 0);
        int cores = run.machine().cores();
        if (maxThreads == 0 || cores <= 0 || maxThreads <= cores) {
            return Finding.ok(ID, "max_threads " + (maxThreads == 0 ? "follows the cores" : "= " + maxThreads)
                    + " on " + cores + " cores.");
        }
        return new Finding(ID, maxThreads >= 4L * cores ? 75 : 40,
                "max_threads = " + maxThreads + " on a machine with " + cores + " cores",
                "Each thread beyond the cores waits for a core, and streams split for them are smaller and more "
                        + "numerous: more chunks, more merges of partial results, more memory for per-thread "
                        + "states, without more work done at once. The figures of this run were measured with "
                        + "threads sharing cores.",
                "SET max_threads = 0 (as many as the cores) or at most " + cores);
    }
}
