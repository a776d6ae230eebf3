package io.mergelab.engine.mutation;

import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.merge.MergeEntry;
import io.mergelab.engine.merge.PartLogEvent;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartLogEvents;
import java.util.List;

/** {@code system.part_log} rows of a mutation: MutatePartStart when a part's mutation begins, MutatePart when it ends. */
final class MutationEvents {
    private MutationEvents() {
    }

    static PartLogEvent start(MergeTreeTable table, DataPart source, String target) {
        return event(PartLogEvent.Type.MutatePartStart, table, source, target, 0, 0, 0, 0, 0, 0, 0, "");
    }

    /**
     * The end of one part's mutation: the new part ({@code result}; null when every row was deleted or it failed) and
     * what was read, or the error {@code failure}.
     */
    static PartLogEvent done(MergeTreeTable table, DataPart source, String target, DataPart result, MergeEntry entry,
                             long startNanos, RuntimeException failure) {
        long durationMs = (System.nanoTime() - startNanos) / 1_000_000;
        // 1001 is ClickHouse's STD_EXCEPTION, what an error that is not one of its own reports
        int code = failure == null ? 0 : failure instanceof MergeLabException m ? m.code().code() : 1001;
        String message = failure == null ? "" : failure instanceof MergeLabException m ? m.toClientLine() : failure.toString();
        return event(PartLogEvent.Type.MutatePart, table, source, target, durationMs, result == null ? 0 : result.rows(),
                result == null ? 0 : result.bytesOnDisk(), entry.rowsRead(), entry.bytesReadUncompressed(), entry.memoryUsage(),
                code, message);
    }

    private static PartLogEvent event(PartLogEvent.Type type, MergeTreeTable table, DataPart source, String target,
                                      long durationMs, long rows, long bytes, long readRows, long readBytes, long peakMemory,
                                      int errorCode, String exception) {
        return new PartLogEvent(type, PartLogEvent.MergeReason.NotAMerge, PartLogEvent.MergeAlgorithm.Undecided,
                PartLogEvents.nowMicros(), durationMs, table.definition().database(), table.definition().name(), table.uuid(),
                target, source.partitionId(), source.partition().display(), rows, bytes, List.of(source.name()), readRows,
                readBytes, peakMemory, "", errorCode, exception);
    }
}
