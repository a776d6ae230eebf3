package io.mergelab.profiler.compare;

import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.Run;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * A replayed comparison against the one it replays, variant by variant: for each variant a comparison of kind
 * {@code replay} whose baseline {@code then} is the variant's runs from the bundle and whose other side {@code now}
 * its runs of the replay, judged metric by metric as any comparison is (same minimum effect and seed). Its plan shape
 * compares the two plan hashes, its data check the content digests of the tables either side read, and its notices
 * say where the engine version or the machine differ.
 */
public final class ThenAndNow {
    public static final String KIND = "replay";

    private ThenAndNow() {
    }

    /** One comparison per variant of {@code then}, in its order; {@code now} has the same variants. */
    public static List<Comparison> of(Comparison then, List<List<Run>> thenRuns, Comparison now,
                                      List<List<Run>> nowRuns) {
        List<Comparison> pairs = new ArrayList<>();
        for (int v = 0; v < then.variants().size(); v++) {
            Variant variant = then.variants().get(v);
            List<Run> before = thenRuns.get(v);
            List<Run> after = nowRuns.get(v);
            List<Variant> sides = List.of(rename(variant, "then"), rename(variant, "now"));
            List<String> metrics = RunMetrics.names(Stream.concat(before.stream(), after.stream()).toList());
            List<MetricVerdict> verdicts = ComparisonAnalysis.verdicts(metrics, sides.get(1).name(), before, after,
                    then.options().minEffect(), then.options().seed());
            String thenHash = then.runs().get(v).planHash();
            String nowHash = now.runs().get(v).planHash();
            PlanShape shape = thenHash.isEmpty() || nowHash.isEmpty() ? PlanShape.NOT_COMPARABLE
                    : thenHash.equals(nowHash) ? PlanShape.SAME : PlanShape.CHANGED;
            pairs.add(new Comparison(now.id() + "-" + v, now.createdAt(), KIND, variant.statement(then.sql()), sides,
                    Math.min(before.size(), after.size()), then.options(),
                    List.of(new VariantRuns(sides.get(0).name(), then.runs().get(v).seriesId(), ids(before), thenHash),
                            new VariantRuns(sides.get(1).name(), now.runs().get(v).seriesId(), ids(after), nowHash)),
                    verdicts, SettingsDiff.of(List.of(before, after)), shape, data(before, after),
                    notices(variant.name(), before, after)));
        }
        return pairs;
    }

    /** The name of the variant a then-vs-now comparison replays: {@code by_k} of {@code by_k (then)}. */
    public static String variantOf(Comparison pair) {
        return pair.variants().get(0).name().replaceFirst(" \\(then\\)$", "");
    }

    private static Variant rename(Variant variant, String side) {
        return new Variant(variant.name() + " (" + side + ")", variant.settings(), variant.table(), variant.sql(),
                variant.target());
    }

    private static List<String> ids(List<Run> runs) {
        return runs.stream().map(Run::id).toList();
    }

    /** Same data when both sides' first runs read tables with the same content digests, by table. */
    private static DataCheck data(List<Run> before, List<Run> after) {
        Map<String, String> then = digests(before);
        Map<String, String> now = digests(after);
        if (then.isEmpty() || now.isEmpty()) {
            return new DataCheck(SameData.NOT_KNOWN, List.of("no MergeLab generator loaded the tables "
                    + (then.isEmpty() ? "then" : "now") + ", so their content digests are not known"));
        }
        List<String> findings = new ArrayList<>();
        then.forEach((table, digest) -> findings.add(table + ": then " + digest + ", now "
                + now.getOrDefault(table, "not read")));
        return new DataCheck(then.equals(now) ? SameData.SAME : SameData.DIFFERENT, findings);
    }

    private static Map<String, String> digests(List<Run> runs) {
        Map<String, String> digests = new TreeMap<>();
        if (!runs.isEmpty()) {
            for (DatasetFingerprint d : runs.get(0).datasets()) {
                digests.put(d.table(), String.format(java.util.Locale.ROOT, "%,d rows, digest %s", d.digest().rows(),
                        d.digest().text()));
            }
        }
        return digests;
    }

    private static List<String> notices(String variant, List<Run> before, List<Run> after) {
        List<String> notices = new ArrayList<>();
        Optional<Run> then = before.stream().findFirst();
        Optional<Run> now = after.stream().findFirst();
        if (then.isEmpty() || now.isEmpty()) {
            return notices;
        }
        String thenVersion = then.get().target().engineVersion();
        String nowVersion = now.get().target().engineVersion();
        if (!Objects.equals(thenVersion, nowVersion)) {
            notices.add(variant + ": engine version then " + thenVersion + ", now " + nowVersion);
        }
        if (!then.get().machine().equals(now.get().machine())) {
            notices.add(variant + ": machine then " + machine(then.get()) + "; now " + machine(now.get()));
        }
        return notices;
    }

    private static String machine(Run run) {
        return run.machine().hostName() + ", " + run.machine().cores() + " cores, " + run.machine().os() + ", JVM " + run.machine().jvm();
    }
}
