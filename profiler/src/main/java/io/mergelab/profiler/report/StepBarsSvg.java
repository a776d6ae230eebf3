package io.mergelab.profiler.report;

import io.mergelab.profiler.analysis.StepRollup;
import io.mergelab.profiler.analysis.graph.PipelineLayout;

import java.util.List;
import java.util.Locale;

/**
 * Per plan step, a horizontal bar split into work, input wait and output wait (µs summed over the step's
 * processors), with a time axis in milliseconds, its title and a legend. The steps with the most work come first;
 * past {@link #MAX_STEPS} the rest are left to the table.
 */
final class StepBarsSvg {
    static final int MAX_STEPS = 25;
    static final String WORK = "#d9480f";
    static final String INPUT_WAIT = "#74a9cf";
    static final String OUTPUT_WAIT = "#bdbdbd";
    private static final int LABEL_CHARS = 44;
    private static final double LEFT = 330;
    private static final double PLOT = 560;
    private static final double ROW = 22;
    private static final double TOP = 34;

    private StepBarsSvg() {
    }

    static String render(List<StepRollup> all) {
        List<StepRollup> steps = all.subList(0, Math.min(MAX_STEPS, all.size()));
        long maxMicros = steps.stream().mapToLong(StepBarsSvg::total).max().orElse(0);
        double tickMicros = tick(maxMicros);
        double axisMicros = Math.max(tickMicros, Math.ceil(maxMicros / tickMicros) * tickMicros);
        double height = TOP + steps.size() * ROW + 58;
        double width = LEFT + PLOT + 30;
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\""
                + " class=\"bars\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" role=\"img\""
                + " font-family=\"DejaVu Sans, sans-serif\" font-size=\"12\">", width, height, width, height));
        svg.append("<title>Time per plan step: work, input wait and output wait (ms, summed over parallel copies)</title>");
        legend(svg);
        for (double t = 0; t <= axisMicros + tickMicros / 2; t += tickMicros) {
            double x = LEFT + PLOT * t / axisMicros;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#e3e3e3\"/>"
                    + "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#444\">%s</text>", x, TOP - 4, x,
                    TOP + steps.size() * ROW, x, TOP + steps.size() * ROW + 16, milliseconds(t)));
        }
        for (int i = 0; i < steps.size(); i++) {
            bar(svg, steps.get(i), TOP + i * ROW, axisMicros);
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#222\">"
                + "time summed over the step's processors (ms)</text>", LEFT + PLOT / 2, TOP + steps.size() * ROW + 36));
        return svg.append("</svg>").toString();
    }

    private static void legend(StringBuilder svg) {
        String[][] entries = {{WORK, "work (elapsed_us)"}, {INPUT_WAIT, "input wait"}, {OUTPUT_WAIT, "output wait"}};
        double x = LEFT;
        for (String[] e : entries) {
            svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"6\" width=\"12\" height=\"12\" fill=\"%s\"/>"
                    + "<text x=\"%.1f\" y=\"16\" fill=\"#222\">%s</text>", x, e[0], x + 16, e[1]));
            x += 30 + e[1].length() * 7;
        }
    }

    private static void bar(StringBuilder svg, StepRollup s, double y, double axisMicros) {
        String label = s.label().length() <= LABEL_CHARS ? s.label() : s.label().substring(0, LABEL_CHARS - 1) + "…";
        if (s.parallelism() > 1) {
            label += " ×" + s.parallelism();
        }
        svg.append("<g><title>").append(Html.escape(s.label() + "\nwork " + PipelineLayout.duration(s.elapsedMicros().sum())
                + ", input wait " + PipelineLayout.duration(s.inputWaitMicros().sum()) + ", output wait "
                + PipelineLayout.duration(s.outputWaitMicros().sum()))).append("</title>");
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\" fill=\"#222\">%s</text>",
                LEFT - 8, y + 15, Html.escape(label)));
        double x = LEFT;
        long[] parts = {s.elapsedMicros().sum(), s.inputWaitMicros().sum(), s.outputWaitMicros().sum()};
        String[] colours = {WORK, INPUT_WAIT, OUTPUT_WAIT};
        for (int k = 0; k < parts.length; k++) {
            double w = PLOT * parts[k] / axisMicros;
            svg.append(String.format(Locale.ROOT, "<rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\" fill=\"%s\"/>",
                    x, y + 4, w, ROW - 8, colours[k]));
            x += w;
        }
        svg.append("</g>");
    }

    private static long total(StepRollup s) {
        return s.elapsedMicros().sum() + s.inputWaitMicros().sum() + s.outputWaitMicros().sum();
    }

    /** A tick step of 1, 2 or 5 × 10^k µs (at least 1 µs) giving about five ticks. */
    static double tick(long maxMicros) {
        double rough = Math.max(5, maxMicros) / 5.0; // never below 1 µs, the unit of the figures
        double power = Math.pow(10, Math.floor(Math.log10(rough)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * power >= rough) {
                return m * power;
            }
        }
        return 10 * power;
    }

    private static String milliseconds(double micros) {
        double ms = micros / 1000;
        return ms == Math.rint(ms) ? String.format(Locale.ROOT, "%,.0f", ms)
                : String.format(Locale.ROOT, ms < 0.1 ? "%.3f" : "%.1f", ms).replaceAll("0+$", "");
    }
}
