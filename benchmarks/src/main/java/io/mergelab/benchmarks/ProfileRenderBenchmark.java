package io.mergelab.benchmarks;

import io.mergelab.app.gui.profile.ProfileView;
import io.mergelab.app.gui.profile.ProfileViewModel;
import io.mergelab.profiler.analysis.graph.PipelineGraph;
import io.mergelab.profiler.analysis.graph.PipelineLayout;
import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.MachineFacts;
import io.mergelab.profiler.run.Outcome;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.TargetInfo;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Parent;
import javafx.scene.Scene;

/**
 * Issue 13's render budget: a profile of 1,000 processors on the screen in at most 200 ms. Measures, on a synthetic
 * pipeline of ClickHouse's shape ({@link SyntheticPipeline}: 64 read lanes of 15 steps, two Resizes, a tail of 38):
 * the ELK layout alone (collapsed into ×N nodes, as the screen opens, and expanded to all processors), and the whole
 * render on the FX thread: selecting the run in a {@link ProfileViewModel} with same-thread executors, which derives
 * the header, charts, critical path and tables, lays the graph out and builds the scene graph of the
 * {@link ProfileView} (in a 1400 × 900 scene), then one CSS and layout pass. The difference is the scene building.
 * JavaFX runs headless (Monocle), so no display is needed; nothing is painted.
 *
 * <p>Usage: {@code ProfileRenderBenchmark [runs] [collapsed|expanded]} (default 20 runs of both views; medians and
 * minimums of wall and FX-thread CPU time, ms). One view alone is for profiling it, e.g. under JFR.
 */
public final class ProfileRenderBenchmark {
    private static final int LANES = 64;
    private static final int STEPS_PER_LANE = 15;
    private static final int TAIL = 38;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ProfileRenderBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        String only = args.length > 1 ? args[1] : "";
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();

        List<ProcessorRow> processors = SyntheticPipeline.processors(LANES, STEPS_PER_LANE, TAIL, 42);
        Run run = run(processors);
        System.out.printf(Locale.ROOT, "%,d processors (%d lanes × %d steps, 2 Resize, a tail of %d); %d runs after 3 warm-ups, ms%n%n",
                processors.size(), LANES, STEPS_PER_LANE, TAIL, runs);
        System.out.println("| what | nodes | median ms | min ms | median CPU ms | min CPU ms |");
        System.out.println("|---|---:|---:|---:|---:|---:|");
        for (boolean collapse : new boolean[] {true, false}) {
            if (!only.isEmpty() && !only.equals(collapse ? "collapsed" : "expanded")) {
                continue;
            }
            int nodes = PipelineGraph.of(processors, collapse).nodes().size();
            String view = collapse ? "collapsed ×N (as the screen opens)" : "expanded, every processor";
            // interleaved, so both see the same machine load
            List<Double> layout = new ArrayList<>();
            List<Double> layoutCpu = new ArrayList<>();
            List<Double> build = new ArrayList<>();
            List<Double> buildCpu = new ArrayList<>();
            List<Double> cssLayout = new ArrayList<>();
            List<Double> cssLayoutCpu = new ArrayList<>();
            for (int r = 0; r < runs + 3; r++) {
                long start = System.nanoTime();
                long cpuStart = THREADS.getCurrentThreadCpuTime();
                PipelineLayout.layout(PipelineGraph.of(processors, collapse));
                double layoutMillis = (System.nanoTime() - start) / 1e6;
                double layoutCpuMillis = (THREADS.getCurrentThreadCpuTime() - cpuStart) / 1e6;
                double[] render = onFxThread(() -> renderOnce(run, collapse, nodes));
                if (r >= 3) {
                    layout.add(layoutMillis);
                    layoutCpu.add(layoutCpuMillis);
                    build.add(render[0]);
                    buildCpu.add(render[2]);
                    cssLayout.add(render[1]);
                    cssLayoutCpu.add(render[3]);
                }
            }
            report("ELK layout, " + view, nodes, layout, layoutCpu);
            report("screen built: derive + ELK layout + scene graph, " + view, nodes, build, buildCpu);
            report("then one CSS + layout pass of the screen, " + view, nodes, cssLayout, cssLayoutCpu);
        }
        Platform.exit();
    }

    /**
     * Milliseconds from selecting the run to a built Profile screen (derive, lay out, build the scene graph), and of
     * the CSS and layout pass after it, on the calling (FX) thread; then the same two as that thread's CPU time
     * (what the work costs without the waits for a core on a busy machine).
     */
    private static double[] renderOnce(Run run, boolean collapse, int nodes) {
        SimpleObjectProperty<Run> selected = new SimpleObjectProperty<>();
        ProfileViewModel viewModel = new ProfileViewModel(selected, Runnable::run, Runnable::run);
        viewModel.collapseCopiesProperty().set(collapse);
        ProfileView view = new ProfileView(viewModel);
        Parent root = (Parent) view.root();
        new Scene(root, 1400, 900);
        root.applyCss();
        root.layout();
        long start = System.nanoTime();
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        selected.set(run);
        long built = System.nanoTime();
        long cpuBuilt = THREADS.getCurrentThreadCpuTime();
        root.applyCss();
        root.layout();
        long end = System.nanoTime();
        long cpuEnd = THREADS.getCurrentThreadCpuTime();
        if (viewModel.diagramProperty().get() == null || viewModel.diagramProperty().get().nodes().size() != nodes
                || root.lookupAll(".pipeline-node").size() != nodes) {
            throw new IllegalStateException("the profile did not render: " + viewModel.graphStatusProperty().get());
        }
        return new double[] {(built - start) / 1e6, (end - built) / 1e6, (cpuBuilt - cpuStart) / 1e6,
                (cpuEnd - cpuBuilt) / 1e6};
    }

    private static double[] onFxThread(Supplier<double[]> work) throws Exception {
        CompletableFuture<double[]> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.get());
            } catch (RuntimeException e) {
                result.completeExceptionally(e);
            }
        });
        return result.get(5, TimeUnit.MINUTES);
    }

    private static void report(String what, int nodes, List<Double> millis, List<Double> cpuMillis) {
        System.out.printf(Locale.ROOT, "| %s | %,d | %.1f | %.1f | %.1f | %.1f |%n", what, nodes, Bench.median(millis),
                min(millis), Bench.median(cpuMillis), min(cpuMillis));
    }

    private static double min(List<Double> millis) {
        return millis.stream().mapToDouble(Double::doubleValue).min().orElse(0);
    }

    private static Run run(List<ProcessorRow> processors) {
        return new Run("bench", "bench", 0, "bench", new TargetInfo("embedded", "synthetic", ""),
                "SELECT k, count() FROM t GROUP BY k", 0, Map.of(), Map.of(), List.of(), Instant.EPOCH,
                new Outcome(1_000_000, 1, 8, "", Optional.empty()), Optional.empty(), processors, List.of(),
                Explains.NONE, List.of(), List.of(), new MachineFacts("bench", 2, 0, "", ""), List.of());
    }
}
