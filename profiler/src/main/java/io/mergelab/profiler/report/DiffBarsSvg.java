package io.mergelab.profiler.report;

import io.mergelab.profiler.analysis.diff.ProcessorDiff;
import io.mergelab.profiler.analysis.diff.StepDelta;
import io.mergelab.profiler.analysis.graph.PipelineLayout;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The processor-aligned diff as diverging bars: per aligned plan step, the change of its processor time (B − A, ms)
 * as a bar from the zero line, left and green where B spent less, right and red where it spent more; the steps that
 * moved most first, past {@link #MAX_STEPS} left to the table. The axis is symmetric so left and right compare.
 */
final class DiffBarsSvg {
    static final int MAX_STEPS = 20;
    static final String LESS = "#2b8a3e";
    static final String MORE = "#c92a2a";
    private static final int LABEL_CHARS = 46;
    private static final double LEFT = 350;
    private static final double PLOT = 520;
    private static final double ROW = 22;
    private static final double TOP = 34;

    private DiffBarsSvg() {
    }

    static String render(ProcessorDiff diff, String baseline, String variant) {
        List<StepDelta> steps = diff.steps().stream()
                .sorted(Comparator.comparingLong((StepDelta s) -> Math.abs(s.deltaMicros())).reversed())
                .limit(MAX_STEPS).toList();
        long most = steps.stream().mapToLong(s -> Math.abs(s.deltaMicros())).max().orElse(0);
        double tick = StepBarsSvg.tick(most);
        double half = Math.max(tick, Math.ceil(most / tick) * tick);
        double zero = LEFT + PLOT / 2;
        double height = TOP + Math.max(1, steps.size()) * ROW + 58;
        double width = LEFT + PLOT + 40;
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\""
                + " class=\"diff-bars\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" role=\"img\""
                + " font-family=\"DejaVu Sans, sans-serif\" font-size=\"12\">", width, height, width, height));
        svg.append("<title>").append(Html.escape("Change of processor time per plan step, " + variant + " − " + baseline
                + " (ms)")).append("</title>");
        legend(svg, baseline, variant);
        for (double t = -half; t <= half + tick / 2; t += tick) {
            double x = zero + PLOT / 2 * t / half;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"/>"
                    + "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#444\">%s</text>", x, TOP - 4, x,
                    TOP + steps.size() * ROW, Math.abs(t) < tick / 2 ? "#777" : "#e3e3e3", x,
                    TOP + steps.size() * ROW + 16, signedMilliseconds(t)));
        }
        for (int i = 0; i < steps.size(); i++) {
            bar(svg, steps.get(i), TOP + i * ROW, zero, half);
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#222\">%s</text>",
                zero, TOP + steps.size() * ROW + 36, Html.escape("change of processor time, " + variant + " − "
                        + baseline + " (ms, summed over parallel copies)")));
        return svg.append("</svg>").toString();
    }

    private static void legend(StringBuilder svg, String baseline, String variant) {
        String[][] entries = {{LESS, "less time in " + variant}, {MORE, "more time in " + variant}};
        double x = LEFT;
        for (String[] e : entries) {
            String shown = e[1].length() <= 40 ? e[1] : e[1].substring(0, 39) + "…";
            svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"6\" width=\"12\" height=\"12\" fill=\"%s\"/>"
                    + "<text x=\"%.1f\" y=\"16\" fill=\"#222\">%s</text>", x, e[0], x + 16, Html.escape(shown)));
            x += 40 + shown.length() * 7;
        }
    }

    private static void bar(StringBuilder svg, StepDelta s, double y, double zero, double half) {
        String label = s.step().label();
        String shown = label.length() <= LABEL_CHARS ? label : label.substring(0, LABEL_CHARS - 1) + "…";
        long delta = s.deltaMicros();
        double w = PLOT / 2 * Math.abs(delta) / half;
        double x = delta < 0 ? zero - w : zero;
        svg.append("<g><title>").append(Html.escape(label + "\n" + PipelineLayout.duration(s.workMicrosA()) + " → "
                + PipelineLayout.duration(s.workMicrosB()) + " (" + signedMilliseconds(delta) + " ms)")).append("</title>");
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\" fill=\"#222\">%s</text>"
                + "<rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\" fill=\"%s\"/>", LEFT - 8, y + 15,
                Html.escape(shown), x, y + 4, Math.max(w, delta == 0 ? 0 : 1), ROW - 8, delta < 0 ? LESS : MORE));
        svg.append("</g>");
    }

    /** {@code -1.5}, {@code +20}, {@code 0}: milliseconds with a sign. */
    static String signedMilliseconds(double micros) {
        double ms = micros / 1000;
        String text = Math.abs(ms - Math.rint(ms)) < 1e-9 ? String.format(Locale.ROOT, "%,.0f", Math.abs(ms))
                : String.format(Locale.ROOT, Math.abs(ms) < 0.1 ? "%.3f" : "%.1f", Math.abs(ms));
        return (ms > 1e-9 ? "+" : ms < -1e-9 ? "-" : "") + text;
    }
}
