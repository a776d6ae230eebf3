package io.mergelab.profiler.analysis.graph;

import io.mergelab.profiler.text.Thousands;
import io.mergelab.profiler.run.ProcessorRow;
import java.util.Locale;

/** What hovering a pipeline node tells (the screen's tooltip, a report's SVG title): its figures in µs, rows, bytes. */
public final class NodeTooltip {
    private NodeTooltip() {
    }

    public static String text(GraphNode node) {
        StringBuilder out = new StringBuilder(node.name());
        if (node.copies() > 1) {
            out.append(" ×").append(node.copies());
        }
        out.append('\n').append("plan step: ").append(node.stepLabel().isEmpty() ? "none" : node.stepLabel());
        out.append("\nelapsed: ").append(count(node.elapsedMicros())).append(" µs");
        if (node.copies() > 1) {
            long min = node.processors().stream().mapToLong(ProcessorRow::elapsedMicros).min().orElse(0);
            long max = node.processors().stream().mapToLong(ProcessorRow::elapsedMicros).max().orElse(0);
            out.append(" (copies ").append(count(min)).append(" – ").append(count(max)).append(')');
        }
        out.append(String.format(Locale.ROOT, ", %.1f%% of the query's work", node.workShare() * 100));
        out.append("\ninput wait: ").append(count(node.inputWaitMicros())).append(" µs");
        out.append("\noutput wait: ").append(count(node.outputWaitMicros())).append(" µs");
        out.append("\nrows in → out: ").append(count(node.inputRows())).append(" → ").append(count(node.outputRows()));
        out.append("\nbytes in → out: ").append(count(node.inputBytes())).append(" → ").append(count(node.outputBytes()));
        if (node.onCriticalPath()) {
            out.append("\non the critical path");
        }
        return out.toString();
    }

    private static String count(long n) {
        return Thousands.of(n);
    }
}
