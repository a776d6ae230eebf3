package io.mergelab.profiler.analysis.graph;

import io.mergelab.profiler.run.ProcessorRow;
import java.util.List;
import java.util.Objects;
import java.util.function.ToLongFunction;

/**
 * A node of the pipeline graph: one processor, or its parallel copies collapsed into one ({@code copies} &gt; 1,
 * drawn {@code ×N}). {@code stepKey} and {@code stepLabel} name the plan step it belongs to (empty label for
 * processors without one); {@code workShare} is the node's summed {@code elapsed_us} over the query's; figures are
 * summed over the copies.
 */
public record GraphNode(String id, String name, String stepKey, String stepLabel, List<ProcessorRow> processors,
                        double workShare, boolean onCriticalPath) {

    public GraphNode {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(stepKey, "stepKey");
        Objects.requireNonNull(stepLabel, "stepLabel");
        processors = List.copyOf(processors);
    }

    public int copies() {
        return processors.size();
    }

    public long elapsedMicros() {
        return sum(ProcessorRow::elapsedMicros);
    }

    public long inputWaitMicros() {
        return sum(ProcessorRow::inputWaitMicros);
    }

    public long outputWaitMicros() {
        return sum(ProcessorRow::outputWaitMicros);
    }

    public long inputRows() {
        return sum(ProcessorRow::inputRows);
    }

    public long inputBytes() {
        return sum(ProcessorRow::inputBytes);
    }

    public long outputRows() {
        return sum(ProcessorRow::outputRows);
    }

    public long outputBytes() {
        return sum(ProcessorRow::outputBytes);
    }

    private long sum(ToLongFunction<ProcessorRow> figure) {
        return processors.stream().mapToLong(figure).sum();
    }
}
