package io.mergelab.engine.processor;

import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.error.DeepStack;
import io.mergelab.engine.error.HeapFull;
import io.mergelab.engine.error.DeepStackThreads;
import io.mergelab.engine.memory.MemoryTracker;
import io.mergelab.engine.memory.QueryGuard;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Runs a graph of processors on worker threads, as ClickHouse's PipelineExecutor does. One lock guards the
 * graph: {@code prepare()} calls and port changes happen under it; {@code work()} runs outside it, in parallel.
 * After a processor's work, it and every neighbour whose shared port changed are prepared again, and those that
 * became READY are queued.
 *
 * <p>The executor is the only clock: it times each {@code work()} call (elapsed), and the spans during which a
 * processor's last {@code prepare()} answered NEED_DATA (input wait) or PORT_FULL (output wait). {@link #stats()}
 * reads those figures at one moment, under the lock, while the pipeline runs as well as after it ended.
 */
public final class PipelineExecutor {
    private final List<Processor> processors;
    private final Node[] nodes;
    private final Map<Processor, Node> byProcessor = new IdentityHashMap<>();
    private final Object lock = new Object();
    private final ArrayDeque<Node> ready = new ArrayDeque<>();
    /** {@link #prepare(Node, boolean)}'s work list, kept from call to call (it runs under the lock, never nested). */
    private final ArrayDeque<Node> todo = new ArrayDeque<>();
    private final BooleanSupplier cancelled;
    private final BooleanSupplier stopReading;
    private final MemoryTracker memory;
    private boolean sourcesStopped;
    private int finished;
    private int working;
    private Throwable failure;
    private Processor failedIn;
    private boolean stopped;
    /** Set with {@link #failure}; read outside the lock by the workers' guards ({@link QueryGuard#orStoppedWhen}). */
    private volatile boolean failed;
    private final List<DeepStackThreads.Running> threads = new ArrayList<>();

    /** Per-processor run state and timing. */
    private static final class Node {
        final Processor processor;
        final int index;
        Processor.Status status;
        boolean queued;
        boolean executing;
        long elapsedNanos;
        long inputWaitNanos;
        long outputWaitNanos;
        long waitStart;
        Processor.Status waitingFor;
        /** When the work call in progress began and when the last one ended (0: none yet); written outside the lock. */
        volatile long workStartNanos;
        volatile long workEndNanos;
        /** The elapsed time last reported by {@link #stats()}, so figures read while the work runs never go back. */
        long reportedElapsedNanos;
        /** What the processor reported holding after its last work call, as counted in the memory tracker. */
        long heldBytes;

        /**
         * The connected ports' shared states, inputs first, their owners at the other end, and their versions before
         * the last {@code prepare()}: found once, not per call (the lists' views and a fresh array per call cost a
         * sixth of a string scan's samples, as every block passes through {@link #prepare(Node, boolean)} repeatedly).
         */
        PortState[] ports;
        Node[] peers;
        long[] versionsBefore;

        Node(Processor processor, int index) {
            this.processor = processor;
            this.index = index;
        }
    }

    /**
     * @param processors every processor of the pipeline, connected
     * @param cancelled checked between work calls; when true, the run stops with QUERY_WAS_CANCELLED
     * @param memory counts what processors hold ({@link Processor#memoryBytes()}), measured after each work call
     */
    public PipelineExecutor(List<Processor> processors, BooleanSupplier cancelled, MemoryTracker memory) {
        this(processors, cancelled, () -> false, memory);
    }

    /**
     * As {@link #PipelineExecutor(List, BooleanSupplier, MemoryTracker)}, with {@code stopReading} checked between
     * work calls: once true, every source ends as if its data ended and the rest of the pipeline finishes with what
     * was read (ClickHouse's {@code timeout_overflow_mode = 'break'}).
     */
    public PipelineExecutor(List<Processor> processors, BooleanSupplier cancelled, BooleanSupplier stopReading,
                            MemoryTracker memory) {
        this.processors = List.copyOf(processors);
        this.cancelled = cancelled;
        this.stopReading = stopReading;
        this.memory = memory;
        nodes = new Node[processors.size()];
        for (int i = 0; i < nodes.length; i++) {
            nodes[i] = new Node(processors.get(i), i);
            byProcessor.put(processors.get(i), nodes[i]);
        }
        for (Node n : nodes) {
            List<PortState> ports = new ArrayList<>();
            List<Node> peers = new ArrayList<>();
            for (InputPort in : n.processor.inputs()) {
                if (in.isConnected()) {
                    ports.add(in.state());
                    peers.add(byProcessor.get(in.peer().owner()));
                }
            }
            for (OutputPort out : n.processor.outputs()) {
                if (out.isConnected()) {
                    ports.add(out.state());
                    peers.add(byProcessor.get(out.peer().owner()));
                }
            }
            n.ports = ports.toArray(PortState[]::new);
            n.peers = peers.toArray(Node[]::new);
            n.versionsBefore = new long[n.ports.length];
        }
    }

    /** Starts {@code threads} workers; returns at once. Use {@link #await()} to wait for the end. */
    public void start(int threads, String queryId) {
        start(threads, queryId, () -> { });
    }

    /**
     * As {@link #start(int, String)}; each worker runs {@code firstWork} on its own thread just before its first
     * processor work, so a query can list the threads that worked for it.
     */
    public void start(int threads, String queryId, Runnable firstWork) {
        synchronized (lock) {
            for (Node n : nodes) {
                prepare(n, false);
            }
            checkDone();
        }
        for (int i = 0; i < Math.max(1, threads); i++) {
            this.threads.add(DeepStack.startWorker("query-" + queryId + "-" + i, () -> workLoop(firstWork)));
        }
    }

    /** Waits for all workers; rethrows the first failure, naming the processor it happened in. */
    public void await() {
        for (DeepStackThreads.Running t : threads) {
            boolean interrupted = false;
            while (t.isAlive()) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                    cancel();
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (lock) {
            for (Node n : nodes) {
                release(n);
            }
            if (failure != null) {
                throw asQueryError(failure, failedIn);
            }
        }
    }

    /** Whether the run ended (all processors finished, a failure, or a cancel). */
    public boolean isDone() {
        synchronized (lock) {
            return stopped;
        }
    }

    /** Stops the run: workers finish their current work call and exit. */
    public void cancel() {
        synchronized (lock) {
            stopped = true;
            lock.notifyAll();
        }
    }

    /**
     * A worker's loop. After a work call, the first processor its ports made READY (its consumer, when it pushed a
     * chunk) runs next on the same worker, and the others go to the shared queue, as ClickHouse's executor keeps one
     * task of each update for its own thread: a chunk travels down the pipeline before its source reads the next,
     * so a satisfied LIMIT closes the read after the block that satisfied it.
     */
    private void workLoop(Runnable firstWork) {
        boolean worked = false;
        Node next = null;
        while (true) {
            Node n;
            synchronized (lock) {
                while (next == null && ready.isEmpty() && !stopped) {
                    if (working == 0 && finished < nodes.length) {
                        fail(new MergeLabException(ErrorCode.LOGICAL_ERROR, "Pipeline stuck: no processor can make progress"), null);
                        break;
                    }
                    waitQuietly();
                }
                if (stopped) {
                    return;
                }
                if (cancelled.getAsBoolean()) {
                    fail(new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Query was cancelled"), null);
                    return;
                }
                if (!sourcesStopped && stopReading.getAsBoolean()) {
                    stopSources();
                    continue;
                }
                if (next != null) {
                    n = next;
                    next = null;
                } else {
                    n = ready.poll();
                    working++;
                }
                n.queued = false;
                if (n.processor instanceof SourceProcessor && n.processor.output().isClosed()) {
                    // queued before its consumer closed the output (a satisfied LIMIT): nothing it reads is wanted
                    working--;
                    prepare(n, false);
                    checkDone();
                    lock.notifyAll();
                    continue;
                }
                n.executing = true;
            }
            if (!worked) {
                worked = true;
                firstWork.run();
                QueryGuard.install(QueryGuard.current().orStoppedWhen(() -> failed));
            }
            long start = System.nanoTime();
            n.workStartNanos = start;
            Throwable error = null;
            try {
                n.processor.work();
            } catch (Throwable t) {
                error = t;
            }
            long end = System.nanoTime();
            n.workEndNanos = end;
            if (error == null) {
                error = track(n);
            }
            if (error == null) {
                error = checkLimits();
            }
            synchronized (lock) {
                n.elapsedNanos += end - start;
                n.executing = false;
                n.workStartNanos = 0;
                if (error != null) {
                    working--;
                    fail(error, n.processor);
                    return;
                }
                next = prepare(n, true);
                if (next == null) {
                    working--;
                }
                checkDone();
                lock.notifyAll();
            }
        }
    }

    /** Ends every source early; those not running or queued now are prepared, so they finish their outputs. Under the lock. */
    private void stopSources() {
        sourcesStopped = true;
        for (Node n : nodes) {
            if (n.processor instanceof SourceProcessor source) {
                source.stopEarly();
                prepare(n, false);
            }
        }
        checkDone();
        lock.notifyAll();
    }

    /** Brings the tracker up to what the processor holds now; a refused allocation is returned as the failure. */
    private Throwable track(Node n) {
        long held = n.processor.memoryBytes();
        long delta = held - n.heldBytes;
        try {
            if (delta > 0) {
                memory.alloc(delta);
            } else {
                memory.free(-delta);
            }
            n.heldBytes = held;
            return null;
        } catch (MergeLabException e) {
            return e;
        }
    }

    /**
     * Checks max_execution_time (and KILL QUERY) after every work call, as ClickHouse's executor does: reading checks
     * them per block, but the steps after the last block (merging aggregation states, sorting, the final result) must
     * stop at the limit too.
     */
    private static Throwable checkLimits() {
        try {
            QueryGuard.current().check();
            return null;
        } catch (MergeLabException e) {
            return e;
        }
    }

    /** Gives back what a processor was counted as holding (it finished, or the run ended). */
    private void release(Node n) {
        memory.free(n.heldBytes);
        n.heldBytes = 0;
    }

    /**
     * Prepares {@code first}, then every processor whose ports that changed, transitively (a changed output's consumer
     * before a changed input's producer). Processors that became READY are queued; with {@code keepOne}, the first of
     * them is returned instead, marked queued, for the caller to run. Under the lock.
     */
    private Node prepare(Node first, boolean keepOne) {
        Node kept = null;
        ArrayDeque<Node> todo = this.todo;
        todo.clear();
        todo.push(first);
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            if (n.executing || n.queued || n.status == Processor.Status.FINISHED) {
                continue;
            }
            Processor p = n.processor;
            long[] before = n.versionsBefore;
            for (int k = 0; k < before.length; k++) {
                before[k] = n.ports[k].version;
            }
            Processor.Status s;
            try {
                s = p.prepare();
            } catch (Throwable t) {
                fail(t, p);
                return kept;
            }
            account(n, s);
            n.status = s;
            if (s == Processor.Status.READY) {
                n.queued = true;
                if (keepOne && kept == null) {
                    kept = n;
                } else {
                    ready.add(n);
                }
            } else if (s == Processor.Status.FINISHED) {
                finished++;
                release(n);
            }
            for (int k = 0; k < before.length; k++) {
                if (before[k] != n.ports[k].version) {
                    todo.push(n.peers[k]);
                }
            }
        }
        return kept;
    }

    /** Closes a wait span when the answer changes, opens one on NEED_DATA or PORT_FULL. */
    private static void account(Node n, Processor.Status s) {
        if (n.waitingFor == s) {
            return;
        }
        long now = System.nanoTime();
        if (n.waitingFor == Processor.Status.NEED_DATA) {
            n.inputWaitNanos += now - n.waitStart;
        } else if (n.waitingFor == Processor.Status.PORT_FULL) {
            n.outputWaitNanos += now - n.waitStart;
        }
        n.waitingFor = s == Processor.Status.NEED_DATA || s == Processor.Status.PORT_FULL ? s : null;
        n.waitStart = now;
    }

    private void checkDone() {
        if (finished == nodes.length) {
            stopped = true;
            lock.notifyAll();
        }
    }

    private void fail(Throwable t, Processor in) {
        if (failure == null) {
            failure = t;
            failedIn = in;
            failed = true;
        }
        stopped = true;
        lock.notifyAll();
    }

    private void waitQuietly() {
        try {
            lock.wait(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopped = true;
        }
    }

    private static MergeLabException asQueryError(Throwable t, Processor in) {
        MergeLabException e = t instanceof MergeLabException m ? m
                : t instanceof StackOverflowError so ? DeepStack.tooDeep(so)
                : t instanceof OutOfMemoryError oom ? HeapFull.error(oom)
                : new MergeLabException(ErrorCode.LOGICAL_ERROR, String.valueOf(t), t);
        return in == null ? e : e.withContext("while executing " + in.name());
    }

    /**
     * Statistics of every processor, read at one moment: while the pipeline runs, open wait spans and work calls in
     * progress count up to now, and every figure is at least what an earlier call reported; after {@link #await()},
     * the final figures. Cheap (one pass under the lock), so a timer may call it a few times a second.
     */
    public List<ProcessorStats> stats() {
        synchronized (lock) {
            long now = System.nanoTime();
            List<ProcessorStats> out = new ArrayList<>(nodes.length);
            for (Node n : nodes) {
                long elapsed = Math.max(n.reportedElapsedNanos, n.elapsedNanos + workInProgressNanos(n, now));
                n.reportedElapsedNanos = elapsed;
                long inWait = n.inputWaitNanos + (n.waitingFor == Processor.Status.NEED_DATA ? now - n.waitStart : 0);
                long outWait = n.outputWaitNanos + (n.waitingFor == Processor.Status.PORT_FULL ? now - n.waitStart : 0);
                Processor p = n.processor;
                List<Long> parents = new ArrayList<>();
                long inRows = 0;
                long inBytes = 0;
                long outRows = 0;
                long outBytes = 0;
                for (InputPort in : p.inputs()) {
                    if (in.isConnected()) {
                        inRows += in.rows();
                        inBytes += in.bytes();
                    }
                }
                for (OutputPort o : p.outputs()) {
                    if (o.isConnected()) {
                        outRows += o.rows();
                        outBytes += o.bytes();
                        parents.add((long) byProcessor.get(o.peer().owner()).index);
                    }
                }
                PlanStepRef step = p.step();
                out.add(new ProcessorStats(n.index, parents, step.stepIndex() < 0 ? 0 : step.stepIndex() + 1, step.name(),
                        step.description(), step.group(), p.name(), p.name() + "_" + n.index, step.uniqueId(),
                        elapsed / 1000, inWait / 1000, outWait / 1000, inRows, inBytes, outRows, outBytes));
            }
            return out;
        }
    }

    /**
     * How long the work call running on {@code n} has taken by {@code now}: 0 when none runs or its worker has not
     * read the clock yet; its own end when it has ended but is not booked yet. A snapshot taken in the instant between
     * a call's end and its worker reading the clock may count up to {@code now}; the high-water mark in
     * {@link #stats()} then keeps the figure from going back by that instant.
     */
    private static long workInProgressNanos(Node n, long now) {
        if (!n.executing) {
            return 0;
        }
        long start = n.workStartNanos;
        if (start == 0) {
            return 0;
        }
        long end = n.workEndNanos;
        return (end >= start ? end : now) - start;
    }
}
