package io.mergelab.engine.interpreter;

import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.merge.MergeList;
import io.mergelab.engine.merge.MergeScheduler;
import io.mergelab.engine.merge.PartMerger;
import io.mergelab.engine.merge.select.TableMergeSelector;
import io.mergelab.engine.sql.ast.OptimizeTable;
import io.mergelab.engine.sql.ast.PartitionSpec;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartReservation;
import io.mergelab.engine.table.PartitionSpecs;
import io.mergelab.engine.table.Table;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code OPTIMIZE TABLE [db.]t [PARTITION p | PARTITION ID 'id'] [FINAL] [DEDUPLICATE]}: merges synchronously, as
 * ClickHouse's StorageMergeTree does, with one simplification: without FINAL and without PARTITION ClickHouse asks its
 * merge selector for one merge; MergeLab merges all parts of every partition that has at least two.
 *
 * <p>A partition's parts are merged into one (FINAL: even a single part, unless {@code optimize_skip_merged_partitions}
 * and the part was merged before). With FINAL, parts a background merge holds are waited for, at most
 * {@code lock_acquire_timeout_for_background_operations}. When nothing could be merged the query succeeds silently, or
 * fails with CANNOT_ASSIGN_OPTIMIZE under {@code optimize_throw_if_noop}.
 */
final class OptimizeRunner {
    private static final Logger LOG = LoggerFactory.getLogger(OptimizeRunner.class);
    private static final long WAIT_STEP_MS = 20;

    private final MergeTreeTable table;
    private final OptimizeTable query;
    private final QueryContext ctx;
    private final PartMerger merger;

    private OptimizeRunner(MergeTreeTable table, OptimizeTable query, QueryContext ctx, MergeList merges) {
        this.table = table;
        this.query = query;
        this.ctx = ctx;
        this.merger = new PartMerger(table, merges);
    }

    static void run(OptimizeTable query, Catalog catalog, QueryContext ctx, MergeList merges, MergeScheduler scheduler) {
        Table t = catalog.table(query.database().orElse(ctx.currentDatabase()), query.table());
        if (!(t instanceof MergeTreeTable table)) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED,
                    "Method optimize is not supported by storage " + t.definition().engine().sqlName());
        }
        if (scheduler.stoppedByCommand(table)) {
            throw new MergeLabException(ErrorCode.ABORTED, "Cancelled merging parts");
        }
        new OptimizeRunner(table, query, ctx, merges).run();
    }

    private void run() {
        Optional<String> failure;
        if (query.partition().isPresent()) {
            PartitionSpec spec = query.partition().get();
            String id = spec.id().isPresent() ? spec.id().get() : PartitionSpecs.partitionId(table, spec);
            failure = mergePartition(id, query.isFinal());
        } else if (query.isFinal()) {
            failure = Optional.empty();
            for (String id : partitionIds()) {
                failure = mergePartition(id, true);
                if (failure.isPresent()) {
                    break;
                }
            }
        } else {
            failure = mergeEveryPartitionWithSeveralParts();
        }
        if (failure.isPresent()) {
            String message = "Cannot OPTIMIZE table: " + failure.get();
            if (ctx.settings().getBool("optimize_throw_if_noop")) {
                throw new MergeLabException(ErrorCode.CANNOT_ASSIGN_OPTIMIZE, message);
            }
            LOG.info("{} ({})", message, table.definition().qualifiedName());
        }
    }

    private Set<String> partitionIds() {
        Set<String> ids = new LinkedHashSet<>();
        table.activeParts().forEach(p -> ids.add(p.partitionId()));
        return ids;
    }

    private Optional<String> mergeEveryPartitionWithSeveralParts() {
        boolean merged = false;
        for (String id : partitionIds()) {
            if (parts(id).size() >= 2) {
                Optional<String> failure = mergePartition(id, false);
                if (failure.isPresent()) {
                    return failure;
                }
                merged = true;
            }
        }
        return merged ? Optional.empty()
                : Optional.of("There is no need to merge parts according to merge selector algorithm");
    }

    /** Merges the active parts of one partition into one; returns why it could not, if it could not. */
    private Optional<String> mergePartition(String partitionId, boolean isFinal) {
        long timeoutMs = table.definition().settings().getLong("lock_acquire_timeout_for_background_operations") * 1000;
        long deadline = System.nanoTime() + timeoutMs * 1_000_000;
        while (true) {
            List<DataPart> active = table.activeParts();
            List<DataPart> parts = active.stream().filter(p -> p.partitionId().equals(partitionId)).toList();
            if (parts.isEmpty()) {
                return cannotSelect("There are no parts inside partition");
            }
            if (!isFinal && parts.size() == 1) {
                return cannotSelect("There is only one part inside partition");
            }
            if (isFinal && parts.size() == 1 && parts.get(0).partName().level() > 0
                    && ctx.settings().getBool("optimize_skip_merged_partitions")) {
                return Optional.empty();
            }
            Set<String> reserved = table.reservedParts().stream().map(DataPart::name).collect(Collectors.toSet());
            Optional<DataPart> busy = parts.stream().filter(p -> reserved.contains(p.name())).findFirst();
            if (busy.isEmpty()) {
                // mutation versions come from every partition's parts and the table's mutations: numbered table-wide
                if (parts.size() > 1 && TableMergeSelector.partsToMergeInPartition(active, partitionId, reserved,
                        table.mutations().versions()).isEmpty()) {
                    return cannotSelect("Some parts have different mutation version");
                }
                Optional<PartReservation> reservation = table.tryReserve(parts);
                if (reservation.isPresent()) {
                    try (PartReservation r = reservation.get()) {
                        merger.merge(r, query.deduplicate(), ctx.queryId(), () -> ctx.isCancelled() || table.isClosed());
                    }
                    return Optional.empty();
                }
                // a merge took some of the parts since they were listed, or an insert running alongside still
                // writes a part numbered among them: look again shortly
            } else if (!isFinal) {
                return cannotSelect("Part " + busy.get().name() + " currently in a merging or mutating process");
            }
            // FINAL waits for the merges holding the partition's parts, then takes the parts they leave
            if (System.nanoTime() > deadline) {
                return cannotSelect("Timeout (" + timeoutMs
                        + " ms) while waiting for already running merges before running OPTIMIZE with FINAL");
            }
            ctx.checkCancelled();
            try {
                Thread.sleep(WAIT_STEP_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Query was cancelled");
            }
        }
    }

    private static Optional<String> cannotSelect(String reason) {
        return Optional.of(reason + ". Cannot select parts for optimization");
    }

    private List<DataPart> parts(String partitionId) {
        return table.activeParts().stream().filter(p -> p.partitionId().equals(partitionId)).toList();
    }
}
