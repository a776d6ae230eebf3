package io.mergelab.profiler.compare;

import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.DatasetState;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.text.DatasetText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Whether the variants read the same data, from their first runs: variants that read the same tables on one target
 * read the same data; variants on different targets (embedded against a server), or that read different tables (layouts) read the same data when every table they read was loaded by a
 * MergeLab generator, is unchanged since, and the content digests of the variants' tables are equal (the digest does
 * not depend on the layout). {@code findings} say why when the answer is not {@code same}, or what vouches for it.
 */
public record DataCheck(SameData sameData, List<String> findings) {
    public DataCheck {
        Objects.requireNonNull(sameData, "sameData");
        findings = List.copyOf(findings);
    }

    /** The check of {@code runs} per variant, in the variants' order. */
    public static DataCheck of(List<Variant> variants, List<List<Run>> runs) {
        List<Run> first = runs.stream().map(r -> r.get(0)).toList();
        List<Set<String>> tables = first.stream().map(DataCheck::tablesRead).toList();
        boolean oneTarget = first.stream().map(DataCheck::targetOf).distinct().count() == 1;
        if (oneTarget && tables.stream().distinct().count() == 1) {
            return new DataCheck(SameData.SAME, List.of("every variant read the same tables"));
        }
        List<String> unknown = new ArrayList<>();
        if (!oneTarget) {
            for (int v = 0; v < variants.size(); v++) {
                if (tables.get(v).isEmpty()) {
                    unknown.add(variants.get(v).name() + " on " + targetOf(first.get(v))
                            + ": which tables it read is not known (its query log names none)");
                }
            }
        }
        List<String> modified = new ArrayList<>();
        List<String> digests = new ArrayList<>();
        for (int v = 0; v < variants.size(); v++) {
            Map<String, DatasetFingerprint> datasets = first.get(v).datasets().stream()
                    .collect(Collectors.toMap(DatasetFingerprint::table, Function.identity(), (a, b) -> b));
            String name = variants.get(v).name();
            Set<String> notGenerated = new TreeSet<>(tables.get(v));
            notGenerated.removeAll(datasets.keySet());
            if (!notGenerated.isEmpty()) {
                unknown.add(name + " read " + String.join(", ", notGenerated) + ", which no MergeLab generator loaded");
            }
            datasets.values().stream().filter(d -> d.state() != DatasetState.UNCHANGED)
                    .forEach(d -> modified.add(name + " read " + DatasetText.line(d)));
            digests.add(datasets.values().stream().map(DataCheck::digest).sorted().collect(Collectors.joining(", ")));
        }
        if (!unknown.isEmpty() || !modified.isEmpty()) {
            List<String> findings = new ArrayList<>(unknown);
            findings.addAll(modified);
            return new DataCheck(SameData.NOT_KNOWN, findings);
        }
        List<String> each = new ArrayList<>();
        for (int v = 0; v < variants.size(); v++) {
            each.add(variants.get(v).name() + (oneTarget ? "" : " on " + targetOf(first.get(v))) + " read "
                    + String.join(", ", tables.get(v)) + " (" + digests.get(v) + ")");
        }
        return new DataCheck(digests.stream().distinct().count() == 1 ? SameData.SAME : SameData.DIFFERENT, each);
    }

    /** {@code http://db1:8123/}, {@code embedded /data/lab}: where a run ran, to tell targets apart. */
    private static String targetOf(Run run) {
        return run.target().description();
    }

    /** The tables the run's query log names; none when it has no query log row. */
    private static Set<String> tablesRead(Run run) {
        return new TreeSet<>(run.queryLog().map(log -> log.tables()).orElse(List.of()));
    }

    /** {@code 1,000,000 rows, digest 8c1f02d94ab37e65} (after FINAL when so). */
    private static String digest(DatasetFingerprint dataset) {
        return String.format(java.util.Locale.ROOT, "%,d rows, digest %s%s", dataset.digest().rows(),
                dataset.digest().text(), dataset.digest().afterFinal() ? " after FINAL" : "");
    }
}
