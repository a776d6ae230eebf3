package io.mergelab.engine.plan;

import io.mergelab.engine.processor.PlanStepRef;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A plan tree with its steps numbered (pre-order from the root, as step ids and {@code step_uniq_id}s) and the
 * way to turn it into a pipeline: children first, then each step extends what its children built, every
 * processor tagged with the step that made it.
 */
public final class QueryPlan {
    private final PlanStep root;
    private final Map<PlanStep, Integer> indexes = new IdentityHashMap<>();

    public QueryPlan(PlanStep root) {
        this.root = root;
        number(root);
    }

    private void number(PlanStep step) {
        indexes.put(step, indexes.size());
        step.children().forEach(this::number);
    }

    public PlanStep root() {
        return root;
    }

    public Header header() {
        return root.header();
    }

    /** The step's per-query number: its position in a pre-order walk from the root. */
    public int indexOf(PlanStep step) {
        return indexes.get(step);
    }

    public PlanStepRef ref(PlanStep step) {
        return new PlanStepRef(indexOf(step), step.name(), step.description(), 0);
    }

    public QueryPipeline buildPipeline(PipelineContext ctx) {
        return build(root, ctx).build();
    }

    private QueryPipelineBuilder build(PlanStep step, PipelineContext ctx) {
        if (step instanceof SourceStep s) {
            QueryPipelineBuilder b = new QueryPipelineBuilder();
            b.setStep(ref(step));
            s.initializePipeline(b, ctx);
            return b;
        }
        if (step instanceof TransformingStep t) {
            QueryPipelineBuilder b = build(t.input(), ctx);
            b.setStep(ref(step));
            t.transformPipeline(b, ctx);
            return b;
        }
        MultiInputStep m = (MultiInputStep) step;
        List<QueryPipelineBuilder> inputs = new ArrayList<>();
        for (PlanStep child : m.children()) {
            inputs.add(build(child, ctx));
        }
        return m.unitePipelines(inputs, ref(step), ctx);
    }
}
