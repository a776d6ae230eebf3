package io.mergelab.engine.processor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Grows a pipeline step by step, as plan steps build it: sources open streams (unconnected outputs),
 * transforms extend every stream, {@link #resize} changes the number of parallel streams. Every processor
 * added is tagged with the current plan step. As in ClickHouse, a pipeline may also carry a separate totals
 * stream (WITH TOTALS): only {@link #addTotalsHavingTransform} opens it, {@link #addTotalsSimpleTransform}
 * extends it, and it ends in the second input of the {@link LazyOutputFormat}.
 */
public final class QueryPipelineBuilder {
    private final List<Processor> processors = new ArrayList<>();
    private List<OutputPort> streams = new ArrayList<>();
    private int maxParallelStreams;
    private OutputPort totals;
    private final Map<Class<?>, Object> handedOver = new HashMap<>();
    private PlanStepRef step = PlanStepRef.NONE;

    /** Processors added from now on belong to {@code step}. */
    public void setStep(PlanStepRef step) {
        this.step = step;
    }

    /** A new empty builder whose processors belong to this builder's current step: a sub-pipeline to {@link #unite} later. */
    public QueryPipelineBuilder branch() {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.step = step;
        return b;
    }

    public int streams() {
        return streams.size();
    }

    /** Adds a source: its outputs become new streams. */
    public void addSource(Processor source) {
        if (!source.inputs().isEmpty()) {
            throw new IllegalArgumentException(source.name() + " is not a source");
        }
        register(source);
        streams.addAll(source.outputs());
        widen();
    }

    /** Extends every stream with its own processor of one input and one output. */
    public void addSimpleTransform(Supplier<? extends Processor> factory) {
        List<OutputPort> next = new ArrayList<>(streams.size());
        for (OutputPort s : streams) {
            Processor p = factory.get();
            if (p.inputs().size() != 1 || p.outputs().size() != 1) {
                throw new IllegalArgumentException(p.name() + " is not a one-to-one transform");
            }
            register(p);
            s.connect(p.input());
            next.add(p.output());
        }
        streams = next;
    }

    /** Connects all streams, in order, to the inputs of {@code p}; its outputs become the streams. */
    public void addTransform(Processor p) {
        if (p.inputs().size() != streams.size()) {
            throw new IllegalArgumentException(p.name() + " takes " + p.inputs().size() + " inputs, there are "
                    + streams.size() + " streams");
        }
        register(p);
        for (int i = 0; i < streams.size(); i++) {
            streams.get(i).connect(p.inputs().get(i));
        }
        streams = new ArrayList<>(p.outputs());
        widen();
    }

    /**
     * Pairs this pipeline's streams with {@code other}'s, which must be as many: processor i (two inputs, one
     * output) takes stream i of this pipeline on input 0 and stream i of {@code other} on input 1 (a join's probe
     * lanes: left data, then the build side's signal). Takes over {@code other}'s processors.
     */
    public void addPairedTransform(QueryPipelineBuilder other, Supplier<? extends Processor> factory) {
        if (other.streams.size() != streams.size()) {
            throw new IllegalArgumentException("cannot pair " + streams.size() + " streams with " + other.streams.size());
        }
        List<OutputPort> next = new ArrayList<>(streams.size());
        for (int i = 0; i < streams.size(); i++) {
            Processor p = factory.get();
            if (p.inputs().size() != 2 || p.outputs().size() != 1) {
                throw new IllegalArgumentException(p.name() + " does not take two inputs to one output");
            }
            register(p);
            streams.get(i).connect(p.inputs().get(0));
            other.streams.get(i).connect(p.inputs().get(1));
            next.add(p.output());
        }
        // The joined rows no longer fit either side's totals.
        dropTotals();
        other.dropTotals();
        processors.addAll(other.processors);
        other.processors.clear();
        other.streams.clear();
        streams = next;
    }

    /**
     * Repartitions the n streams into n new ones (an exchange): each stream gets its own processor of one input and
     * n outputs from {@code factory}; output j of all of them is gathered by a {@code Resize n → 1} into new stream j.
     */
    public void addExchange(Supplier<? extends Processor> factory) {
        int n = streams.size();
        List<Processor> scatters = new ArrayList<>(n);
        for (OutputPort s : streams) {
            Processor p = factory.get();
            if (p.inputs().size() != 1 || p.outputs().size() != n) {
                throw new IllegalArgumentException(p.name() + " does not take one input to " + n + " outputs");
            }
            register(p);
            s.connect(p.input());
            scatters.add(p);
        }
        List<OutputPort> next = new ArrayList<>(n);
        for (int j = 0; j < n; j++) {
            ResizeProcessor gather = new ResizeProcessor(n, 1);
            register(gather);
            for (int i = 0; i < n; i++) {
                scatters.get(i).outputs().get(j).connect(gather.inputs().get(i));
            }
            next.add(gather.output());
        }
        streams = next;
    }

    /** {@code Resize k → n}; nothing when the count already is n. */
    public void resize(int n) {
        if (n != streams.size()) {
            addTransform(new ResizeProcessor(streams.size(), n));
        }
    }

    /**
     * Takes over another builder's processors and streams (UNION ALL, the build side of a join); of two totals
     * streams the first is kept.
     */
    public void unite(QueryPipelineBuilder other) {
        if (totals == null) {
            totals = other.totals;
            other.totals = null;
        } else {
            other.dropTotals();
        }
        processors.addAll(other.processors);
        streams.addAll(other.streams);
        // As ClickHouse's unitePipes: the united pipes may all run at once.
        maxParallelStreams += other.maxParallelStreams;
        other.processors.clear();
        other.streams.clear();
    }

    /**
     * {@code p} (one input; outputs: main, totals) after the streams united into one: its first output becomes the
     * only stream, its second the totals stream.
     */
    public void addTotalsHavingTransform(Processor p) {
        if (p.inputs().size() != 1 || p.outputs().size() != 2) {
            throw new IllegalArgumentException(p.name() + " does not take one input to main and totals outputs");
        }
        dropTotals();
        resize(1);
        register(p);
        streams.get(0).connect(p.input());
        streams = new ArrayList<>(List.of(p.outputs().get(0)));
        totals = p.outputs().get(1);
    }

    public boolean hasTotals() {
        return totals != null;
    }

    /** Extends the totals stream, if there is one, with a processor of one input and one output (an expression). */
    public void addTotalsSimpleTransform(Supplier<? extends Processor> factory) {
        if (totals == null) {
            return;
        }
        Processor p = factory.get();
        if (p.inputs().size() != 1 || p.outputs().size() != 1) {
            throw new IllegalArgumentException(p.name() + " is not a one-to-one transform");
        }
        register(p);
        totals.connect(p.input());
        totals = p.output();
    }

    /** Ends the totals stream, if any, in a {@link NullSink} (steps whose output the totals no longer fit). */
    public void dropTotals() {
        if (totals != null) {
            NullSink sink = new NullSink();
            register(sink);
            totals.connect(sink.input());
            totals = null;
        }
    }

    /**
     * Leaves per-run state for the processors of a later step, e.g. the partial aggregation states a non-final
     * Aggregating step hands to TotalsHaving; {@link #takeOver} collects it.
     */
    public <T> void handOver(Class<T> type, T value) {
        handedOver.put(type, value);
    }

    /** What an earlier step {@link #handOver handed over}; fails if nothing was. */
    public <T> T takeOver(Class<T> type) {
        Object value = handedOver.remove(type);
        if (value == null) {
            throw new IllegalStateException("no " + type.getSimpleName() + " was handed over");
        }
        return type.cast(value);
    }

    /** Ends the streams in one {@link LazyOutputFormat} (its second input takes the totals) and returns the pipeline. */
    public QueryPipeline build() {
        resize(1);
        LazyOutputFormat out = new LazyOutputFormat(totals != null);
        register(out);
        streams.get(0).connect(out.inputs().get(0));
        if (totals != null) {
            totals.connect(out.inputs().get(1));
            totals = null;
        }
        streams = new ArrayList<>();
        return new QueryPipeline(processors, out, maxParallelStreams);
    }

    /** Notes the widest the pipeline has been: what bounds its worker threads, as in ClickHouse. */
    private void widen() {
        maxParallelStreams = Math.max(maxParallelStreams, streams.size());
    }

    private void register(Processor p) {
        p.setStep(step);
        processors.add(p);
    }
}
