package io.mergelab.profiler.advice;

import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The advice rules applied to a comparison: what differs between a variant's run and the baseline's. Granules read
 * (SelectedMarks) when they differ at least twofold, with the index stage whose result differs most; then each rule
 * that speaks (INFO or WARNING) on one run and not on the other — a finding the variant no longer has, or one it has
 * that the baseline had not. A rule speaking on both with the same severity says nothing about the difference.
 */
public final class ComparisonAdvice {
    /** The least granule ratio worth a line. */
    static final double GRANULE_RATIO = 2;

    private ComparisonAdvice() {
    }

    /** What kind of difference a line describes. */
    public enum Change {
        GRANULES("granules"),
        GONE("gone"),
        NEW("new");

        private final String words;

        Change(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** One difference: {@code ruleId} is the rule's, or {@code granules}; {@code text} one line with both figures. */
    public record Line(String variant, Change change, String ruleId, String text) {
        public Line {
            Objects.requireNonNull(variant, "variant");
            Objects.requireNonNull(change, "change");
            Objects.requireNonNull(ruleId, "ruleId");
            Objects.requireNonNull(text, "text");
        }
    }

    /** {@code variantRun} of {@code variant} against {@code baselineRun} of {@code baseline}. */
    public static List<Line> of(String baseline, Run baselineRun, String variant, Run variantRun) {
        List<Line> lines = new ArrayList<>();
        granules(baseline, baselineRun, variant, variantRun).ifPresent(lines::add);
        for (Rule rule : Advice.rules()) {
            Finding before = rule.evaluate(baselineRun);
            Finding after = rule.evaluate(variantRun);
            boolean spokeBefore = before.severity() != Severity.OK;
            boolean spokeAfter = after.severity() != Severity.OK;
            if (spokeBefore && !spokeAfter) {
                lines.add(new Line(variant, Change.GONE, rule.id(), "gone in " + variant + " (" + after.summary()
                        + "); " + baseline + ": " + before.summary()));
            } else if (!spokeBefore && spokeAfter) {
                lines.add(new Line(variant, Change.NEW, rule.id(), "new in " + variant + ": " + after.summary()
                        + (after.fix().isEmpty() ? "" : " Fix: " + after.fix())));
            }
        }
        return lines;
    }

    private static Optional<Line> granules(String baseline, Run baselineRun, String variant, Run variantRun) {
        long before = RunFacts.event(baselineRun, "SelectedMarks");
        long after = RunFacts.event(variantRun, "SelectedMarks");
        if (before == after || Math.min(before, after) * GRANULE_RATIO > Math.max(before, after)) {
            return Optional.empty();
        }
        String ratio = before == 0 || after == 0 ? "" : String.format(Locale.ROOT, "%s× ",
                trim(Math.max(before, after) / (double) Math.min(before, after)));
        String text = String.format(Locale.ROOT, "%s read %s%s granules than %s (%,d against %,d)", variant, ratio,
                after < before ? "fewer" : "more", baseline, after, before) + because(baselineRun, variantRun, variant,
                baseline);
        return Optional.of(new Line(variant, Change.GRANULES, "granules", text));
    }

    /** The index stage whose kept granules differ most between the runs, as {@code : its PrimaryKey kept ...}. */
    private static String because(Run baselineRun, Run variantRun, String variant, String baseline) {
        Map<String, long[]> before = stages(baselineRun);
        Map<String, long[]> after = stages(variantRun);
        String widest = null;
        double widestDrop = 0;
        for (Map.Entry<String, long[]> stage : after.entrySet()) {
            long[] a = stage.getValue();
            long[] b = before.get(stage.getKey());
            double keptAfter = a[0] == 0 ? 1 : a[1] / (double) a[0];
            double keptBefore = b == null || b[0] == 0 ? 1 : b[1] / (double) b[0];
            double drop = Math.abs(keptBefore - keptAfter);
            if (drop > widestDrop) {
                widest = stage.getKey();
                widestDrop = drop;
            }
        }
        for (Map.Entry<String, long[]> stage : before.entrySet()) {
            if (!after.containsKey(stage.getKey()) && stage.getValue()[0] > 0
                    && 1 - stage.getValue()[1] / (double) stage.getValue()[0] > widestDrop) {
                widest = stage.getKey();
                widestDrop = 1 - stage.getValue()[1] / (double) stage.getValue()[0];
            }
        }
        if (widest == null) {
            return ": the index stages keep the same share of granules in both, so the tables differ in size";
        }
        return ": " + kept(variant, after.get(widest), widest) + ", " + kept(baseline, before.get(widest), widest);
    }

    private static String kept(String variant, long[] granules, String stage) {
        if (granules == null) {
            return variant + " has no " + stage + " stage";
        }
        return String.format(Locale.ROOT, "%s's %s kept %,d of %,d", variant, stage, granules[1], granules[0]);
    }

    /** Granules before and after each stage ({@code PrimaryKey}, {@code Skip s_idx}), summed over the run's reads. */
    private static Map<String, long[]> stages(Run run) {
        Map<String, long[]> stages = new LinkedHashMap<>();
        for (IndexFunnel funnel : run.indexFunnels()) {
            for (FunnelStage stage : funnel.stages()) {
                String name = stage.name().isEmpty() ? stage.type() : stage.type() + " " + stage.name();
                long[] sum = stages.computeIfAbsent(name, n -> new long[2]);
                sum[0] += stage.granulesBefore();
                sum[1] += stage.granulesAfter();
            }
        }
        return stages;
    }

    private static String trim(double ratio) {
        return ratio >= 10 ? String.format(Locale.ROOT, "%,.0f", ratio) : String.format(Locale.ROOT, "%.1f", ratio);
    }
}
