package io.mergelab.app.gui.compare;

import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.ComparisonRequest;
import io.mergelab.profiler.compare.Sweep;
import io.mergelab.profiler.compare.Variant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The form that sets up a comparison: the SQL; either variants, one per line as {@code [NAME:] setting=value,
 * setting=value} (a line without a name is named by its settings), or a sweep of one setting over values; and how
 * to run it (least and most rounds, warm-up runs, cold caches); and, for variants, the target each runs on (the
 * current one unless chosen). {@link #request()} turns it into a {@link ComparisonRequest} or says what does not fit.
 */
public final class ComparisonSetup {
    private final StringProperty sql = new SimpleStringProperty("");
    private final StringProperty variants = new SimpleStringProperty("");
    private final BooleanProperty sweep = new SimpleBooleanProperty(false);
    private final StringProperty sweepSetting = new SimpleStringProperty("");
    private final StringProperty sweepValues = new SimpleStringProperty("");
    private final IntegerProperty rounds = new SimpleIntegerProperty(ComparisonOptions.MIN_ROUNDS);
    private final IntegerProperty maxRounds = new SimpleIntegerProperty(ComparisonOptions.DEFAULT_MAX_ROUNDS);
    private final IntegerProperty warmups = new SimpleIntegerProperty(1);
    private final BooleanProperty cold = new SimpleBooleanProperty(false);
    private final ObservableList<VariantTarget> targets = FXCollections.observableArrayList();

    public ComparisonSetup() {
        variants.addListener((observable, old, now) -> matchTargetsToVariants());
    }

    public StringProperty sqlProperty() {
        return sql;
    }

    /** One variant per line: {@code [NAME:] setting=value, setting=value}; the first is the baseline. */
    public StringProperty variantsProperty() {
        return variants;
    }

    /** Sweep one setting over values instead of listing variants. */
    public BooleanProperty sweepProperty() {
        return sweep;
    }

    public StringProperty sweepSettingProperty() {
        return sweepSetting;
    }

    /** {@code 1, 2, 4}: the values in the order they run and are judged, each against the one before. */
    public StringProperty sweepValuesProperty() {
        return sweepValues;
    }

    /** The least rounds (at least {@link ComparisonOptions#MIN_ROUNDS}). */
    public IntegerProperty roundsProperty() {
        return rounds;
    }

    public IntegerProperty maxRoundsProperty() {
        return maxRounds;
    }

    public IntegerProperty warmupsProperty() {
        return warmups;
    }

    public BooleanProperty coldProperty() {
        return cold;
    }

    /**
     * One row per variant line that names a variant, in order: where it runs. Follows the variant lines, keeping a
     * variant's choice while its name stays.
     */
    public ObservableList<VariantTarget> targets() {
        return targets;
    }

    /** Fills the form: the SQL and the variants' settings texts, one line each; variants mode. */
    public void prefill(String sqlText, List<String> variantSettings) {
        sql.set(sqlText.strip());
        variants.set(String.join("\n", variantSettings));
        sweep.set(false);
    }

    /** The comparison the form describes; an IllegalArgumentException says what does not fit. */
    public ComparisonRequest request() {
        String statement = sql.get().strip();
        if (statement.isEmpty()) {
            throw new IllegalArgumentException("Write the SQL to compare.");
        }
        if (rounds.get() < ComparisonOptions.MIN_ROUNDS) {
            throw new IllegalArgumentException("A comparison takes at least " + ComparisonOptions.MIN_ROUNDS
                    + " rounds: fewer give the verdict too few distinct medians to judge by.");
        }
        ComparisonOptions options = ComparisonOptions.defaults()
                .withRounds(rounds.get(), Math.max(rounds.get(), maxRounds.get()))
                .withWarmups(warmups.get()).withCold(cold.get());
        List<Variant> list = sweep.get() ? sweepVariants() : variantLines();
        if (list.size() < 2) {
            throw new IllegalArgumentException(sweep.get() ? "Give at least two values to sweep, e.g. 1, 2, 4."
                    : "Give at least two variants, one per line, e.g.  off: use_skip_indexes_on_data_read=0");
        }
        return new ComparisonRequest(sweep.get() ? "sweep" : "compare", statement, list, Map.of(), List.of(),
                options);
    }

    private List<Variant> sweepVariants() {
        String setting = sweepSetting.get().strip();
        if (setting.isEmpty()) {
            throw new IllegalArgumentException("Name the setting to sweep, e.g. max_threads.");
        }
        List<Variant> list = new ArrayList<>();
        for (String value : sweepValues.get().split(",")) {
            if (!value.isBlank()) {
                list.add(Sweep.variant(setting, value.strip()));
            }
        }
        return list;
    }

    private List<Variant> variantLines() {
        List<Variant> list = new ArrayList<>();
        for (String line : variants.get().split("\n")) {
            if (!line.isBlank()) {
                Variant variant = variant(line.strip());
                String target = targetOf(variant.name());
                list.add(target.equals(VariantTarget.CURRENT) ? variant : new Variant(variant.name(),
                        variant.settings(), Optional.empty(), Optional.empty(), Optional.of(target)));
            }
        }
        return list;
    }

    private String targetOf(String variantName) {
        return targets.stream().filter(t -> t.variant().equals(variantName)).findFirst()
                .map(t -> t.targetProperty().get()).orElse(VariantTarget.CURRENT);
    }

    /** One target row per variant the lines name so far (lines that do not parse yet have none). */
    private void matchTargetsToVariants() {
        Map<String, String> chosen = new LinkedHashMap<>();
        targets.forEach(t -> chosen.put(t.variant(), t.targetProperty().get()));
        List<VariantTarget> rows = new ArrayList<>();
        for (String line : variants.get().split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            try {
                String name = variant(line.strip()).name();
                if (rows.stream().noneMatch(r -> r.variant().equals(name))) {
                    rows.add(new VariantTarget(name, chosen.getOrDefault(name, VariantTarget.CURRENT)));
                }
            } catch (IllegalArgumentException e) {
                // a line being typed: it gets its row once it names a variant
            }
        }
        List<String> names = rows.stream().map(VariantTarget::variant).toList();
        if (!names.equals(targets.stream().map(VariantTarget::variant).toList())) {
            targets.setAll(rows);
        }
    }

    /** {@code [NAME:] a=1, b=2}: a name is what comes before a colon that precedes the first '='. */
    static Variant variant(String line) {
        int colon = line.indexOf(':');
        int equals = line.indexOf('=');
        boolean named = colon > 0 && (equals < 0 || colon < equals);
        String settingsText = named ? line.substring(colon + 1).strip() : line;
        Map<String, String> settings = new LinkedHashMap<>();
        for (String pair : settingsText.split(",")) {
            if (pair.isBlank()) {
                continue;
            }
            int at = pair.indexOf('=');
            if (at <= 0 || pair.substring(at + 1).isBlank()) {
                throw new IllegalArgumentException("Variant \"" + line + "\": write settings as setting=value,"
                        + " separated by commas (\"" + pair.strip() + "\" is not)");
            }
            settings.put(pair.substring(0, at).strip(), pair.substring(at + 1).strip());
        }
        String name = named ? line.substring(0, colon).strip() : settingsText.replace(" ", "");
        if (name.isEmpty()) {
            throw new IllegalArgumentException("Variant \"" + line + "\" has neither a name nor settings");
        }
        return Variant.ofSettings(name, settings);
    }
}
