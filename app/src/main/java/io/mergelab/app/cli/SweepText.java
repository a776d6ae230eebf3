package io.mergelab.app.cli;

import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.Sweep;
import io.mergelab.profiler.compare.SweepPoint;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A sweep as {@code sweep} prints it: per value the client time's median and spread and the verdict against the
 * previous value, the knee, then the time per plan step per value as a table and as stacked bars (one letter per
 * step, the bars to one scale).
 */
final class SweepText {
    private static final int BAR_WIDTH = 50;
    private static final int MAX_STEPS = 8;

    private SweepText() {
    }

    static String render(Sweep sweep) {
        StringBuilder out = new StringBuilder();
        TextTable latency = new TextTable(sweep.setting(), "median>", "min>", "max>", "against previous>", "change>",
                "noise>", "verdict");
        for (SweepPoint point : sweep.points()) {
            List<String> cells = new ArrayList<>(List.of(point.value(), ms(point.clientMicros().median()),
                    ms(point.clientMicros().min()), ms(point.clientMicros().max())));
            point.againstPrevious().ifPresentOrElse(v -> cells.addAll(List.of(MetricText.ratioWithInterval(v),
                            MetricText.change(v), MetricText.noise(v),
                            v.verdict().words())),
                    () -> cells.addAll(List.of("", "", "", "")));
            latency.row(cells.toArray(String[]::new));
        }
        out.append("Client time per value (").append(sweep.points().size()).append(" values):\n")
                .append(latency.render().indent(2));
        out.append("Knee: ").append(sweep.setting()).append(" = ").append(sweep.knee().value())
                .append(sweep.kneeIndex() == 0 ? " (no larger value improves beyond the noise threshold)"
                        : " (the last value that still improves beyond the noise threshold)").append('\n');
        out.append('\n').append(steps(sweep));
        return out.toString();
    }

    private static String steps(Sweep sweep) {
        List<String> shown = sweep.steps().subList(0, Math.min(MAX_STEPS, sweep.steps().size()));
        Map<String, Character> letters = new LinkedHashMap<>();
        for (int i = 0; i < shown.size(); i++) {
            letters.put(shown.get(i), (char) ('A' + i));
        }
        List<String> columns = new ArrayList<>(List.of("step"));
        sweep.points().forEach(p -> columns.add(p.value() + ">"));
        TextTable table = new TextTable(columns.toArray(String[]::new));
        for (String step : shown) {
            List<String> cells = new ArrayList<>(List.of(letters.get(step) + " " + step));
            sweep.points().forEach(p -> cells.add(ms(p.stepMicros().getOrDefault(step, 0L))));
            table.row(cells.toArray(String[]::new));
        }
        long longest = sweep.points().stream().mapToLong(p -> total(p, shown)).max().orElse(0);
        StringBuilder bars = new StringBuilder();
        int labelWidth = sweep.points().stream().mapToInt(p -> p.value().length()).max().orElse(0);
        for (SweepPoint point : sweep.points()) {
            StringBuilder bar = new StringBuilder();
            for (String step : shown) {
                long micros = point.stepMicros().getOrDefault(step, 0L);
                int width = longest == 0 ? 0 : (int) Math.round((double) micros * BAR_WIDTH / longest);
                bar.append(String.valueOf(letters.get(step)).repeat(width));
            }
            bars.append(String.format(Locale.ROOT, "  %-" + labelWidth + "s  %-" + BAR_WIDTH + "s  %s%n",
                    point.value(), bar, ms(total(point, shown))));
        }
        String more = sweep.steps().size() > shown.size()
                ? "  (" + (sweep.steps().size() - shown.size()) + " smaller steps not shown)\n" : "";
        return "Work per plan step (median over the runs of the step's summed processor time):\n"
                + table.render().indent(2) + more + "\n" + bars;
    }

    private static long total(SweepPoint point, List<String> steps) {
        return steps.stream().mapToLong(s -> point.stepMicros().getOrDefault(s, 0L)).sum();
    }

    private static String ms(long micros) {
        return MetricText.value("client_elapsed_us", micros);
    }
}
