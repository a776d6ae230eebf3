package io.mergelab.app.cli;

import io.mergelab.profiler.connect.PartitionMergeOutlook;
import io.mergelab.profiler.parts.DetachedPart;
import io.mergelab.profiler.parts.PartsFormat;
import io.mergelab.profiler.parts.RunningMerge;
import io.mergelab.profiler.parts.TableParts;
import io.mergelab.profiler.run.PartRow;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/** What {@code mergelab parts} prints: the table, its partitions with the selector's verdict, parts, detached parts. */
final class PartsText {

    private PartsText() {
    }

    static String of(TableParts t) {
        StringBuilder out = new StringBuilder();
        long bytes = t.parts().stream().mapToLong(PartRow::bytesOnDisk).sum();
        long rows = t.parts().stream().mapToLong(PartRow::rows).sum();
        out.append(t.database()).append('.').append(t.table()).append(": ").append(t.engine())
                .append(t.partitionKey().isEmpty() ? ", not partitioned" : ", PARTITION BY " + t.partitionKey())
                .append("; ").append(PartsFormat.counted(t.parts().size(), "active part", "active parts"))
                .append(" in ").append(PartsFormat.counted(t.byPartition().size(), "partition", "partitions"))
                .append(", ").append(PartsFormat.count(rows)).append(" rows, ").append(PartsFormat.size(bytes))
                .append("; ").append(t.detached().size()).append(" detached\n\n");
        Map<String, PartitionMergeOutlook> outlook = t.outlook().orElse(List.of()).stream()
                .collect(Collectors.toMap(PartitionMergeOutlook::partitionId, Function.identity()));
        TextTable partitions = new TextTable("partition", "parts>", "rows>", "size>", "levels", "oldest>", "newest>",
                "selector");
        t.byPartition().forEach((id, parts) -> {
            long oldest = parts.stream().mapToLong(t::ageSeconds).max().orElse(0);
            long newest = parts.stream().mapToLong(t::ageSeconds).min().orElse(0);
            PartitionMergeOutlook o = outlook.get(id);
            partitions.row(id, Long.toString(parts.size()),
                    PartsFormat.count(parts.stream().mapToLong(PartRow::rows).sum()),
                    PartsFormat.size(parts.stream().mapToLong(PartRow::bytesOnDisk).sum()),
                    PartsFormat.levels(parts.stream().mapToLong(PartRow::level).min().orElse(0),
                            parts.stream().mapToLong(PartRow::level).max().orElse(0)),
                    PartsFormat.age(oldest), PartsFormat.age(newest), o == null ? "(not known on this target)" : o.verdict());
        });
        out.append(partitions.render());
        if (!outlook.isEmpty()) {
            out.append("\nWhy (the engine's merge selector, now):\n");
            t.byPartition().keySet().stream().filter(outlook::containsKey)
                    .forEach(id -> out.append("  ").append(id).append(": ").append(outlook.get(id).explanation()).append('\n'));
        }
        out.append("\nParts:\n");
        TextTable parts = new TextTable("partition", "name", "level>", "rows>", "size>", "granules>", "pk bytes>", "age>");
        for (PartRow p : t.parts()) {
            parts.row(p.partition(), p.name(), Long.toString(p.level()), PartsFormat.count(p.rows()),
                    PartsFormat.size(p.bytesOnDisk()), Long.toString(p.marks()),
                    PartsFormat.size(p.primaryKeyBytesInMemory()), PartsFormat.age(t.ageSeconds(p)));
        }
        out.append(parts.render());
        if (!t.merges().isEmpty()) {
            out.append("\nMerges in progress:\n");
            TextTable merges = new TextTable("partition", "result", "sources>", "progress>", "elapsed>");
            for (RunningMerge m : t.merges()) {
                merges.row(m.partitionId(), m.resultPartName(), Integer.toString(m.sourcePartNames().size()),
                        Math.round(m.progress() * 100) + " %", String.format("%.1f s", m.elapsedSeconds()));
            }
            out.append(merges.render());
        }
        if (!t.detached().isEmpty()) {
            out.append("\nDetached parts:\n");
            TextTable detached = new TextTable("name", "reason", "size>");
            for (DetachedPart d : t.detached()) {
                detached.row(d.name(), d.reason().isEmpty() ? "(detached by the user)" : d.reason(),
                        PartsFormat.size(d.bytesOnDisk()));
            }
            out.append(detached.render());
        }
        return out.toString();
    }
}
