package io.mergelab.engine.table;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.merge.PartLogEvent;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.DetachedDirectory;
import io.mergelab.engine.storage.DetachedPartName;
import io.mergelab.engine.storage.PartCheck;
import io.mergelab.engine.storage.PartName;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What moves a MergeTree table's parts in and out of its {@code detached/} directory, as ClickHouse's ALTER TABLE
 * DETACH PART|PARTITION, ATTACH PART|PARTITION and DROP DETACHED PART|PARTITION do, and the engine when a merge or
 * mutation finds a part's data damaged ({@link #detachBroken}).
 *
 * <p>A detached part leaves the active set at once; its files are copied into {@code detached/} as hard links and the
 * original is retired like a merged-away part, so queries already reading it finish. An attached part is verified
 * completely (every file's hash) before it becomes active, and gets a new block number above every existing one (its
 * level stays, a mutation version goes), so it counts as new data, as in ClickHouse.
 */
public final class DetachedParts {
    private static final Logger LOG = LoggerFactory.getLogger(DetachedParts.class);

    private final MergeTreeTable table;
    private final DetachedDirectory directory;

    DetachedParts(MergeTreeTable table) {
        this.table = table;
        this.directory = new DetachedDirectory(table.directory());
    }

    /** The directories in {@code detached/} (system.detached_parts). */
    public List<DetachedDirectory.Entry> list() {
        return directory.list();
    }

    /** DETACH PART: the active part {@code name}, or NO_SUCH_DATA_PART. */
    public void detachPart(String name) {
        int count = detach(p -> p.name().equals(name));
        if (count == 0) {
            throw new MergeLabException(ErrorCode.NO_SUCH_DATA_PART, "No part " + name + " in committed state in table "
                    + table.definition().qualifiedName());
        }
    }

    /**
     * DETACH PARTITION and DETACH PART: moves the active parts {@code which} accepts to {@code detached/<name>} (reason
     * ""), waiting while merges hold them, with inserts and other ALTERs held off; returns how many.
     */
    public int detach(Predicate<DataPart> which) {
        int[] count = new int[1];
        table.underAlterLock(() -> {
            List<PartReservation> held = ActivePartsReservation.reserveAll(table, which);
            try {
                for (PartReservation r : held) {
                    DataPart part = r.parts().get(0);
                    Path target = directory.cloneIn(part, "");
                    if (table.takeOut(List.of(part))) {
                        table.retire(part);
                        count[0]++;
                        LOG.info("Detached part {} of {} to {}", part.name(), table.definition().qualifiedName(), target);
                    }
                }
            } finally {
                held.forEach(PartReservation::close);
            }
        });
        return count[0];
    }

    /**
     * After a merge or mutation of {@code parts} failed: checks each still active part completely and moves every one that
     * fails to {@code detached/broken_<name>} with a WARN naming the reason and {@code during}, so no merge or mutation
     * tries it again. Returns the names of the parts detached. Takes no lock: a mutation holding the table calls it.
     */
    public List<String> detachBroken(List<DataPart> parts, String during) {
        List<String> detached = new ArrayList<>();
        for (DataPart part : parts) {
            if (!table.activeParts().contains(part)) {
                continue;
            }
            Optional<String> problem = PartCheck.problem(part);
            if (problem.isEmpty()) {
                continue;
            }
            Path target = directory.cloneIn(part, DetachedPartName.prefix(DetachedPartName.BROKEN));
            if (table.takeOut(List.of(part))) {
                table.retire(part);
                detached.add(part.name());
                LOG.warn("Part {} of {} is broken and was moved to {} ({} rows no longer in the table); found by {}: {}",
                        part.name(), table.definition().qualifiedName(), target, part.rows(), during, problem.get());
            }
        }
        return detached;
    }

    /** ATTACH PART: the part in {@code detached/<directoryName>} (any reason prefix), verified, becomes active. */
    public void attachPart(String directoryName) {
        table.underAlterLock(() -> {
            DetachedDirectory.Entry entry = directory.get(directoryName);
            if (!entry.name().valid()) {
                throw new MergeLabException(ErrorCode.BAD_DATA_PART_NAME, "Cannot attach part " + directoryName
                        + ": not a part name (<partition_id>_<min_block>_<max_block>_<level>, after an optional <reason>_)");
            }
            DetachedDirectory.verify(entry, table.partColumns());
            attach(entry);
        });
    }

    /**
     * ATTACH PARTITION: every part a user detached from partition {@code partitionId} (reason ""), all verified before any
     * is attached; returns how many.
     */
    public int attachPartition(String partitionId) {
        int[] count = new int[1];
        table.underAlterLock(() -> {
            List<DetachedDirectory.Entry> entries = userDetached(partitionId);
            for (DetachedDirectory.Entry e : entries) {
                DetachedDirectory.verify(e, table.partColumns());
            }
            entries.forEach(this::attach);
            count[0] = entries.size();
        });
        return count[0];
    }

    /** DROP DETACHED PART: deletes {@code detached/<directoryName>}, whatever its name. */
    public void dropDetachedPart(String directoryName) {
        DetachedDirectory.Entry entry = directory.get(directoryName);
        directory.delete(entry);
        LOG.info("Dropped detached part {} of {}", directoryName, table.definition().qualifiedName());
    }

    /** DROP DETACHED PARTITION: deletes the parts a user detached from partition {@code partitionId}; returns how many. */
    public int dropDetachedPartition(String partitionId) {
        List<DetachedDirectory.Entry> entries = userDetached(partitionId);
        entries.forEach(e -> dropDetachedPart(e.name().directoryName()));
        return entries.size();
    }

    private List<DetachedDirectory.Entry> userDetached(String partitionId) {
        return directory.list().stream()
                .filter(e -> e.name().valid() && e.name().reason().isEmpty() && e.name().part().partitionId().equals(partitionId))
                .sorted(Comparator.comparingLong(e -> e.name().part().minBlock()))
                .toList();
    }

    private void attach(DetachedDirectory.Entry entry) {
        if (directory.sharesFilesWithRetiredPart(entry, table.activeParts())) {
            // the deletion the last reader's end queued may not have run yet: done here, it leaves only parts in use
            table.removeUnusedRetiredParts();
        }
        if (directory.sharesFilesWithRetiredPart(entry, table.activeParts())) {
            throw new MergeLabException(ErrorCode.PART_IS_TEMPORARILY_LOCKED, "Cannot attach part " + entry.name().directoryName()
                    + " yet: it was detached while queries read it, and its original is removed once they end");
        }
        PartName old = entry.name().part();
        long block = table.allocateBlockNumber();
        PartName name = new PartName(old.partitionId(), block, block, old.level());
        DataPart part = directory.moveIn(entry, name, table.partColumns());
        table.putIn(part);
        table.partLog().log(PartLogEvents.simple(PartLogEvent.Type.NewPart, table, part, ""));
        LOG.info("Attached part {} of {} as {}", entry.name().directoryName(), table.definition().qualifiedName(), name);
    }
}
