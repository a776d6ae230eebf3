package io.mergelab.app.gui.data;

import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.ScenarioQuery;
import io.mergelab.sampledata.scenario.SettingsVariant;
import io.mergelab.sampledata.scenario.TableLayout;
import io.mergelab.sampledata.scenario.Variant;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/** A scenario as the Scenarios screen describes it: dataset and rows, each layout, each query, each settings set. */
final class ScenarioSummary {
    private ScenarioSummary() {
    }

    static String of(Scenario s) {
        StringBuilder out = new StringBuilder();
        out.append(Objects.toString(s.description(), "").strip()).append("\n\n");
        out.append(String.format(Locale.ROOT, "Dataset %s: %,d rows, seed %d%s%n", s.dataset().name(),
                s.dataset().rows(), s.dataset().seed(), knobs(s.dataset().knobs())));
        out.append(String.format(Locale.ROOT, "Database %s; %d rounds, %d warm-up%n%n", s.databaseName(),
                s.repetitions(), s.warmups()));
        out.append("Layouts (").append(s.variants().size()).append("):\n");
        for (Variant v : s.variants()) {
            out.append("  ").append(v.name()).append(": ").append(v.isFile() ? "file, " + v.file().format()
                    : layout(v.table())).append('\n');
            if (!v.description().isBlank()) {
                out.append("      ").append(v.description().strip()).append('\n');
            }
            v.afterLoad().forEach(statement -> out.append("      after load: ").append(statement).append('\n'));
        }
        out.append("\nQueries (").append(s.queries().size()).append("):\n");
        for (ScenarioQuery q : s.queries()) {
            out.append("  ").append(q.name()).append(": ").append(q.sql().strip().replaceAll("\\s+", " "))
                    .append('\n');
        }
        if (!s.settingsVariants().isEmpty()) {
            out.append("\nSettings variants (").append(s.settingsVariants().size()).append("):\n");
            for (SettingsVariant v : s.settingsVariants()) {
                out.append("  ").append(v.name()).append(": ").append(settings(v.settings())).append('\n');
            }
        }
        return out.toString().strip();
    }

    private static String layout(TableLayout t) {
        StringBuilder b = new StringBuilder(t.engine());
        if (t.partitionBy() != null && !t.partitionBy().isBlank()) {
            b.append(" PARTITION BY ").append(t.partitionBy());
        }
        b.append(" ORDER BY ").append(t.orderBy());
        if (!t.indexes().isEmpty()) {
            b.append(", ").append(t.indexes().size()).append(t.indexes().size() == 1 ? " skip index" : " skip indexes");
        }
        if (!t.settings().isEmpty()) {
            b.append(" SETTINGS ").append(settings(t.settings()));
        }
        return b.toString();
    }

    private static String knobs(Map<String, String> knobs) {
        return knobs.isEmpty() ? "" : ", knobs " + settings(knobs);
    }

    private static String settings(Map<String, String> settings) {
        return settings.isEmpty() ? "(defaults)" : String.join(", ", settings.entrySet().stream()
                .map(e -> e.getKey() + " = " + e.getValue()).toList());
    }
}
