package io.mergelab.app.gui.compare;

import io.mergelab.profiler.analysis.diff.GroupDiff;
import io.mergelab.profiler.analysis.diff.Presence;
import java.util.Locale;

/**
 * One processor group of the processor-aligned diff as its table shows it: the plan step, the processor, its
 * parallel copies on each side, the summed processor time on each side and the difference (µs), the share of the
 * total difference, and on which side only it ran ("" when on both).
 */
public record StepRow(String step, String processor, String copies, String microsA, String microsB, String deltaMicros,
                      String share, String onlyIn) {
    static StepRow of(GroupDiff group, String nameA, String nameB) {
        String copies = copies(group.a().present(), group.a().copies()) + " → "
                + copies(group.b().present(), group.b().copies());
        String onlyIn = group.presence() == Presence.ONLY_A ? "only in " + nameA
                : group.presence() == Presence.ONLY_B ? "only in " + nameB : "";
        return new StepRow(group.step().label(), group.processor(), copies,
                group.a().present() ? micros(group.a().elapsedMicros().sum()) : "—",
                group.b().present() ? micros(group.b().elapsedMicros().sum()) : "—",
                String.format(Locale.ROOT, "%+,d", group.elapsedDeltaMicros()),
                Double.isNaN(group.shareOfTotalDelta()) ? "—"
                        : String.format(Locale.ROOT, "%.1f%%", group.shareOfTotalDelta() * 100), onlyIn);
    }

    private static String copies(boolean present, int copies) {
        return present ? Integer.toString(copies) : "—";
    }

    private static String micros(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }
}
