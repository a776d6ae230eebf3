package io.mergelab.profiler.analysis;

import io.mergelab.profiler.text.Thousands;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * A run as one screen of terminal text (about 120 columns): the statement and where it ran, clickhouse-client's
 * summary, the error if the run failed, the plan steps with the most work and their parallelism ({@code ×N}) with a
 * bar of their share, the index funnel per table with the runtime check, the critical path and what was not
 * captured; on a cluster, each server's query_log rows of the run and parts read. Times are µs as
 * {@code system.processors_profile_log} gives them; step figures are summed over parallel
 * copies.
 */
public final class TextProfile {
    static final int TOP_STEPS = 8;
    private static final int BAR_WIDTH = 16;
    private static final int LABEL_WIDTH = 46;
    private static final DateTimeFormatter STARTED =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private final StringBuilder out = new StringBuilder();

    private TextProfile() {
    }

    public static String render(Run run) {
        TextProfile text = new TextProfile();
        text.header(run);
        run.outcome().error().ifPresent(text::error);
        ProcessorGraph graph = ProcessorGraph.of(run.processors());
        text.steps(StepRollup.of(graph));
        text.funnels(run.indexFunnels(), FunnelCheck.of(run), FunnelOrigin.of(run));
        text.criticalPath(CriticalPath.of(graph));
        text.nodes(NodeLine.of(run));
        text.missing(run.missing());
        return text.out.toString();
    }

    private void header(Run run) {
        line(shorten(run.sql().strip().replaceAll("\\s+", " "), 200));
        String tags = run.tags().isEmpty() ? "" : " · tags: " + String.join(", ", run.tags());
        line(run.target().description() + " · " + STARTED.format(run.startedAt()) + " · query_id " + run.queryId() + tags);
        line(ClientWording.summary(run));
    }

    private void steps(List<StepRollup> steps) {
        line("");
        if (steps.isEmpty()) {
            line("Steps: no processor rows.");
            return;
        }
        line("Steps by work (µs, summed over parallel copies)");
        line(String.format(Locale.ROOT, "  %-" + LABEL_WIDTH + "s %4s %11s %6s %-" + BAR_WIDTH + "s %11s %10s  %s",
                "step", "", "work", "share", "", "input wait", "out wait", "rows in → out"));
        for (StepRollup s : steps.subList(0, Math.min(TOP_STEPS, steps.size()))) {
            line(String.format(Locale.ROOT, "  %-" + LABEL_WIDTH + "s %4s %11s %5.1f%% %-" + BAR_WIDTH + "s %11s %10s  %s → %s",
                    shorten(s.label(), LABEL_WIDTH), s.parallelism() > 1 ? "×" + s.parallelism() : "",
                    count(s.elapsedMicros().sum()), s.workShare() * 100, bar(s.workShare()),
                    count(s.inputWaitMicros().sum()), count(s.outputWaitMicros().sum()), count(s.inputRows()),
                    count(s.outputRows())).stripTrailing());
        }
        if (steps.size() > TOP_STEPS) {
            List<StepRollup> rest = steps.subList(TOP_STEPS, steps.size());
            line("  … " + rest.size() + " more steps, " + count(rest.stream().mapToLong(s -> s.elapsedMicros().sum()).sum())
                    + " µs of work");
        }
    }

    /** A bar of {@code share × BAR_WIDTH} cells in eighths, so small shares still show. */
    static String bar(double share) {
        int eighths = (int) Math.round(Math.max(0, Math.min(1, share)) * BAR_WIDTH * 8);
        String partial = eighths % 8 == 0 ? "" : String.valueOf("▏▎▍▌▋▊▉".charAt(eighths % 8 - 1));
        return "█".repeat(eighths / 8) + partial;
    }

    private void funnels(List<IndexFunnel> funnels, FunnelCheck check, FunnelOrigin origin) {
        if (funnels.isEmpty()) {
            return;
        }
        line("");
        line("Index funnel (" + origin.label() + ")");
        for (IndexFunnel funnel : funnels) {
            line("  " + funnel.table());
            if (funnel.stages().isEmpty()) {
                line("    no index stages");
            }
            for (FunnelStage s : funnel.stages()) {
                line(String.format(Locale.ROOT, "    %-50s parts %6s → %-6s granules %9s → %s",
                        shorten(StageLabel.of(s), 50), count(s.partsBefore()), count(s.partsAfter()),
                        count(s.granulesBefore()), count(s.granulesAfter())));
            }
        }
        line("  " + check.note());
    }

    private void criticalPath(CriticalPath path) {
        if (path.hops().isEmpty()) {
            return;
        }
        line("");
        line("Critical path (the source-to-sink chain with the most work): " + count(path.workMicros()) + " µs of work, "
                + path.hops().size() + " processors");
        line(String.format(Locale.ROOT, "  %-52s %-20s %10s %13s %13s", "processor", "step", "work µs",
                "waited for ↑", "waited for ↓"));
        List<CriticalPath.Hop> hops = path.hops();
        for (int i = 0; i < hops.size(); i++) {
            CriticalPath.Hop h = hops.get(i);
            line(String.format(Locale.ROOT, "  %-52s %-20s %10s %13s %13s", shorten(h.processor().name(), 52),
                    shorten(h.processor().planStepName(), 20), count(h.workMicros()),
                    i == 0 ? "—" : count(h.inputWaitMicros()),
                    i == hops.size() - 1 ? "—" : count(h.outputWaitMicros())));
        }
        path.problems().forEach(p -> line("  Pipeline graph: " + p));
    }

    /** A cluster run's servers: each query_log row of the run there, a bar of its time, the parts read there. */
    private void nodes(List<NodeLine> lines) {
        if (lines.isEmpty()) {
            return;
        }
        long longest = Math.max(1, lines.stream().mapToLong(NodeLine::durationMs).max().orElse(1));
        line("");
        line("Servers of the cluster (query_log of each; → the server the statement went to)");
        line(String.format(Locale.ROOT, "  %-24s %5s %-11s %9s %-" + BAR_WIDTH + "s %12s %13s %12s %6s %13s",
                "server", "shard", "query", "time ms", "", "read rows", "read bytes", "memory", "parts", "rows in parts"));
        for (NodeLine l : lines) {
            line(String.format(Locale.ROOT, "  %-24s %5d %-11s %9s %-" + BAR_WIDTH + "s %12s %13s %12s %6s %13s",
                    shorten((l.entry() ? "→ " : "  ") + l.node(), 24), l.shardNum(), l.role(), count(l.durationMs()),
                    bar((double) l.durationMs() / longest), count(l.readRows()), count(l.readBytes()),
                    count(l.memoryBytes()), count(l.activeParts()), count(l.activeRows())).stripTrailing());
        }
    }

    private void error(RunError e) {
        line("");
        String message = e.message();
        line("Error: Code: " + e.code() + ". DB::Exception: " + message + (message.endsWith(".") ? "" : ".") + " ("
                + e.name() + ")");
    }

    private void missing(List<String> missing) {
        if (missing.isEmpty()) {
            return;
        }
        line("");
        line("Not captured:");
        missing.forEach(m -> line("  " + m));
    }

    private void line(String text) {
        out.append(text).append('\n');
    }

    private static String count(long n) {
        return Thousands.of(n);
    }

    private static String shorten(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width - 1) + "…";
    }
}
