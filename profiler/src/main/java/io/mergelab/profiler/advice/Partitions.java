package io.mergelab.profiler.advice;

import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The active parts of a run's parts snapshot, grouped by table and partition ({@code db.t 202601}). */
final class Partitions {
    private Partitions() {
    }

    static Map<String, List<PartRow>> active(Run run) {
        Map<String, List<PartRow>> byPartition = new LinkedHashMap<>();
        for (PartRow part : run.parts()) {
            if (part.active()) {
                byPartition.computeIfAbsent(part.database() + "." + part.table() + " partition " + part.partition(),
                        k -> new ArrayList<>()).add(part);
            }
        }
        return byPartition;
    }

    static String table(PartRow part) {
        return part.database() + "." + part.table();
    }
}
