package io.mergelab.profiler.report;

import io.mergelab.profiler.run.Run;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What a report holds: a title, when it was made, and its runs, each drawn as a {@link RunSection}. Comparisons and
 * experiments will join as further lists of their own sections; the renderers lay out whatever lists there are.
 */
public record Report(String title, Instant generatedAt, List<Run> runs) {
    public Report {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(generatedAt, "generatedAt");
        runs = List.copyOf(runs);
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("A report needs at least one run");
        }
    }

    /** A report of {@code runs} titled after them: {@code Run 1a2b3c4d} or {@code 3 runs}. */
    public static Report ofRuns(List<Run> runs, Instant generatedAt) {
        String title = runs.size() == 1 ? "Run " + RunSection.shortId(runs.get(0).id()) : runs.size() + " runs";
        return new Report("MergeLab report: " + title, generatedAt, runs);
    }
}
