package io.mergelab.profiler.analysis.diff;

import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import java.util.List;
import java.util.Optional;

/**
 * The index funnels of one table read in both sides, stage beside stage (each side's index analysis, from its first
 * run: repetitions on unchanged parts give the same funnel). Tables pair by name, then those left in the order
 * they were read (two layouts of one table); stages pair by type and name, then those left by type.
 */
public record FunnelDiff(Optional<String> tableA, Optional<String> tableB, List<StageDiff> stages) {
    public FunnelDiff {
        stages = List.copyOf(stages);
    }

    /** {@code default.hits}, or {@code default.t_a → default.t_b} when the sides read different tables. */
    public String label() {
        String a = tableA.orElse("—");
        String b = tableB.orElse("—");
        return a.equals(b) ? a : a + " → " + b;
    }

    static List<FunnelDiff> of(List<IndexFunnel> a, List<IndexFunnel> b) {
        return Pairing.of(a, b, IndexFunnel::table, f -> "any table").stream()
                .map(p -> new FunnelDiff(p.a().map(IndexFunnel::table), p.b().map(IndexFunnel::table),
                        stages(p.a().map(IndexFunnel::stages).orElse(List.of()),
                                p.b().map(IndexFunnel::stages).orElse(List.of()))))
                .toList();
    }

    private static List<StageDiff> stages(List<FunnelStage> a, List<FunnelStage> b) {
        return Pairing.of(a, b, s -> List.of(s.type(), s.name()), FunnelStage::type).stream()
                .map(p -> new StageDiff(p.a(), p.b())).toList();
    }
}
