package io.mergelab.profiler.advice;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Findings as terminal text, about 120 columns: an aligned table of severity, score, rule and finding with the fix
 * under each finding (and the explanation with {@code verbose}), or the warnings alone, one line each, for the
 * foot of a run's text profile.
 */
public final class AdviceText {
    static final int WIDTH = 120;
    private static final String ROW = "%-8s %5s  %-28s %s";
    private static final int TEXT_COLUMN = 8 + 1 + 5 + 2 + 28 + 1;

    private AdviceText() {
    }

    public static String table(List<Finding> findings, boolean verbose) {
        StringBuilder out = new StringBuilder();
        if (findings.isEmpty()) {
            return "No findings.\n";
        }
        out.append(String.format(Locale.ROOT, ROW, "severity", "score", "rule", "finding").stripTrailing()).append('\n');
        String indent = " ".repeat(TEXT_COLUMN);
        for (Finding f : findings) {
            List<String> lines = wrap(f.summary(), WIDTH - TEXT_COLUMN);
            out.append(String.format(Locale.ROOT, ROW, f.severity(), f.score(), f.ruleId(), lines.get(0))).append('\n');
            lines.subList(1, lines.size()).forEach(l -> out.append(indent).append(l).append('\n'));
            if (!f.fix().isEmpty()) {
                wrap("fix: " + f.fix(), WIDTH - TEXT_COLUMN).forEach(l -> out.append(indent).append(l).append('\n'));
            }
            if (verbose && !f.explanation().isEmpty()) {
                wrap(f.explanation(), WIDTH - TEXT_COLUMN).forEach(l -> out.append(indent).append(l).append('\n'));
                out.append('\n');
            }
        }
        return out.toString();
    }

    /** The WARNING findings, one line each under a heading; empty when there are none. */
    public static String warnings(List<Finding> findings) {
        List<Finding> warnings = findings.stream().filter(f -> f.severity() == Severity.WARNING).toList();
        if (warnings.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("Advice (warnings; mergelab advise RUN for all findings and fixes)\n");
        warnings.forEach(f -> out.append(String.format(Locale.ROOT, "  %3d  %s: %s%n", f.score(), f.ruleId(), f.summary())));
        return out.toString();
    }

    /** Words in lines of at most {@code width} characters (a longer word gets a line of its own). */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }
}
