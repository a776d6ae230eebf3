package io.mergelab.engine.mutation;

import io.mergelab.engine.catalog.Durable;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.merge.MergeEntry;
import io.mergelab.engine.merge.MergeList;
import io.mergelab.engine.merge.PartLogEvent;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.TableStorage;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartReservation;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The mutations (ALTER DELETE / UPDATE) of one MergeTree table, run one at a time and synchronously, as ClickHouse's
 * {@code mutations_sync = 2} would (MergeLab treats every value of that setting alike).
 *
 * <p>A mutation takes the next block number as its version while inserts are held off, so every part an earlier
 * insert wrote has a lower data version and every later one a higher; it is recorded as {@code mutation_<version>.txt}
 * before any part changes. Then it reserves every active part whose data version is below its own (waiting while
 * merges hold some), gives each a new version ({@link PartMutator}) and swaps them all in at once; queries see either
 * none or all of it. After a crash, the file tells the table on opening which parts still need the mutation
 * ({@link #finishPending}); parts already given the new version cover their old selves. A mutation that fails (its
 * expression throws for some row) records the failure in its file, removes the new parts it wrote and is not retried;
 * the old parts stay, so the table shows none of it.
 */
public final class TableMutations {
    private static final Logger LOG = LoggerFactory.getLogger(TableMutations.class);
    private static final long RESERVE_RETRY_MILLIS = 20;

    private final MergeTreeTable table;
    /** Known mutations by version (guarded by this). */
    private final Map<Long, MutationFile> files = new TreeMap<>();
    /** The part the running mutation works on now and that mutation's version (guarded by this). */
    private String inProgress;
    private long inProgressVersion;
    private final ReentrantLock serial = new ReentrantLock();

    public TableMutations(MergeTreeTable table, List<MutationFile> known) {
        this.table = table;
        known.forEach(f -> files.put(f.version(), f));
    }

    /**
     * Reads the mutation files of {@code tableDir} before its parts load, and deletes the parts a failed mutation left
     * next to the parts they were to replace (a crash interrupted its clean-up), so they cannot cover their sources.
     */
    public static List<MutationFile> recover(Path tableDir) {
        List<MutationFile> known = MutationFile.loadAll(tableDir);
        Set<Long> failed = new HashSet<>();
        known.stream().filter(f -> f.failure() != null).forEach(f -> failed.add(f.version()));
        if (failed.isEmpty()) {
            return known;
        }
        List<PartName> names = new ArrayList<>();
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(tableDir, Files::isDirectory)) {
            for (Path d : dirs) {
                PartName n = PartName.tryParse(d.getFileName().toString());
                if (n != null) {
                    names.add(n);
                }
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot list " + tableDir + ": " + e, e);
        }
        for (PartName n : names) {
            if (n.dataVersion().isPresent() && failed.contains(n.dataVersion().getAsLong()) && hasSource(n, names)) {
                LOG.info("Removing part {} of failed mutation {}", n, MutationFile.fileName(n.dataVersion().getAsLong()));
                TableStorage.removePartDirectory(tableDir.resolve(n.toString()));
            }
        }
        return known;
    }

    private static boolean hasSource(PartName mutated, List<PartName> names) {
        return names.stream().anyMatch(n -> n != mutated && n.partitionId().equals(mutated.partitionId())
                && n.minBlock() == mutated.minBlock() && n.maxBlock() == mutated.maxBlock() && n.level() == mutated.level()
                && n.effectiveDataVersion() < mutated.effectiveDataVersion());
    }

    /** The highest mutation version recorded: block numbering continues above it. */
    public synchronized long maxVersion() {
        return files.keySet().stream().mapToLong(Long::longValue).max().orElse(0);
    }

    /**
     * The versions of the mutations that are or will be applied (failed ones never are): a merge must not join a part
     * below one of them with a part at or above it, or the merged part would claim a mutation half its rows lack.
     */
    public synchronized NavigableSet<Long> versions() {
        NavigableSet<Long> out = new TreeSet<>();
        files.values().stream().filter(f -> f.failure() == null).forEach(f -> out.add(f.version()));
        return out;
    }

    /** Runs a new mutation to its end; throws what it failed with (validation errors leave no trace). */
    public void run(MutationCommands commands, EvaluationContext ctx) {
        serial.lock();
        try {
            commands.validate(table, ctx);
            MutationFile[] started = new MutationFile[1];
            table.startThenRunAlongsideInserts(() -> {
                MutationFile file = new MutationFile(table.allocateBlockNumber(), Instant.now(), commands.text(), null);
                file.write(table.directory());
                synchronized (this) {
                    files.put(file.version(), file);
                }
                started[0] = file;
            }, () -> execute(started[0], commands, ctx));
            forgetOldFinished();
        } finally {
            serial.unlock();
        }
    }

    /** Deletes the files of the oldest finished mutations beyond {@code finished_mutations_to_keep}, as ClickHouse does. */
    private void forgetOldFinished() {
        long keep = table.definition().settings().getLong("finished_mutations_to_keep");
        List<MutationStatus> done = statuses().stream().filter(MutationStatus::done).toList();
        for (int i = 0; i < done.size() - keep; i++) {
            MutationFile f = done.get(i).file();
            Durable.delete(table.directory().resolve(f.mutationId()));
            synchronized (this) {
                files.remove(f.version());
            }
        }
    }

    /** Applies the mutations whose files say they are unfinished, in version order (table opening, before queries). */
    public void finishPending(EvaluationContext ctx) {
        List<MutationFile> pending;
        synchronized (this) {
            pending = files.values().stream().filter(f -> f.failure() == null).toList();
        }
        for (MutationFile f : pending) {
            if (partsToDo(f.version()).isEmpty()) {
                continue;
            }
            LOG.info("Finishing mutation {} of {}: {}", f.mutationId(), table.definition().qualifiedName(), f.commands());
            MutationCommands commands = MutationCommands.parse(f.commands());
            serial.lock();
            try {
                execute(f, commands, ctx);
            } catch (RuntimeException e) {
                // recorded as failed; the table opens with the parts the mutation had reached before the crash
                LOG.warn("Mutation {} of {} failed while the table opened: {}", f.mutationId(),
                        table.definition().qualifiedName(), e instanceof MergeLabException m ? m.toClientLine() : e.toString());
            } finally {
                serial.unlock();
            }
        }
    }

    private void execute(MutationFile file, MutationCommands commands, EvaluationContext ctx) {
        PartMutator mutator = new PartMutator(table, commands, ctx);
        while (true) {
            List<PartReservation> held = new ArrayList<>();
            try {
                List<DataPart> parts = reserveAll(file.version(), held);
                if (parts.isEmpty() || mutateAll(file, mutator, parts)) {
                    return;
                }
            } finally {
                held.forEach(PartReservation::close);
            }
        }
    }

    /**
     * Reserves every part below {@code version}, part by part as merges release them: the parts already held cannot be
     * merged meanwhile, and a merge's result, itself below the version, could only be merged with them, so the
     * mutation cannot be starved by a stream of merges.
     */
    private List<DataPart> reserveAll(long version, List<PartReservation> held) {
        while (true) {
            List<DataPart> todo = partsToDo(version);
            Set<DataPart> mine = new HashSet<>();
            held.forEach(r -> mine.addAll(r.parts()));
            boolean missing = false;
            for (DataPart p : todo) {
                if (!mine.contains(p)) {
                    Optional<PartReservation> r = table.tryReserve(List.of(p));
                    r.ifPresent(held::add);
                    missing |= r.isEmpty();
                }
            }
            if (!missing) {
                return todo;
            }
            waitForMerges();
        }
    }

    /** Mutates and swaps in {@code parts}; false when they left the table meanwhile (TRUNCATE): then look again. */
    private boolean mutateAll(MutationFile file, PartMutator mutator, List<DataPart> parts) {
        List<DataPart> results = new ArrayList<>();
        List<PartLogEvent> done = new ArrayList<>();
        List<DataPart> sources = new ArrayList<>(parts);
        for (DataPart part : parts) {
            if (table.isClosed()) {
                // the engine shuts down (or the table goes): the file stays unfailed, the next open finishes the mutation
                results.forEach(TableStorage::removePart);
                throw new MergeLabException(ErrorCode.ABORTED, "Cancelled mutating parts");
            }
            String target = PartMutator.mutatedName(part, file.version()).toString();
            MergeEntry entry = entry(part, target);
            synchronized (this) {
                inProgress = part.name();
                inProgressVersion = file.version();
            }
            long start = System.nanoTime();
            try (MergeList.Registration listed = table.mergeList().register(entry)) {
                table.partLog().log(MutationEvents.start(table, part, target));
                Optional<DataPart> result = mutator.mutate(part, file.version(), entry);
                result.ifPresent(results::add);
                done.add(MutationEvents.done(table, part, target, result.orElse(null), entry, start, null));
            } catch (RuntimeException e) {
                table.partLog().log(MutationEvents.done(table, part, target, null, entry, start, e));
                if (detachedAsBroken(part, file, e)) {
                    // its rows are gone from the table; the mutation goes on with the others
                    sources.remove(part);
                    continue;
                }
                fail(file, part, e, results);
                throw e;
            } finally {
                synchronized (this) {
                    inProgress = null;
                }
            }
        }
        if (!table.replaceParts(sources, results)) {
            results.forEach(TableStorage::removePart);
            return false;
        }
        done.forEach(table.partLog()::log);
        return true;
    }

    /**
     * Gives every active part accepted by {@code which} the new version {@code version} made by {@code rewrite}, part
     * by part: reserved (waiting while a merge holds it; a part merged away meanwhile is skipped, as the merge wrote
     * its successor with the table's current skip indexes), logged to part_log and swapped in. For MATERIALIZE / CLEAR
     * INDEX, whose new versions differ only in index files; returns how many parts changed.
     */
    public int rewriteEach(Predicate<DataPart> which, long version, UnaryOperator<DataPart> rewrite) {
        int count = 0;
        for (DataPart part : table.activeParts()) {
            if (!which.test(part)) {
                continue;
            }
            Optional<PartReservation> reservation = table.tryReserve(List.of(part));
            while (reservation.isEmpty() && table.activeParts().contains(part)) {
                waitForMerges();
                reservation = table.tryReserve(List.of(part));
            }
            if (reservation.isEmpty()) {
                continue;
            }
            try (PartReservation r = reservation.get()) {
                String target = PartMutator.mutatedName(part, version).toString();
                MergeEntry entry = entry(part, target);
                long start = System.nanoTime();
                DataPart replacement;
                try (MergeList.Registration listed = table.mergeList().register(entry)) {
                    table.partLog().log(MutationEvents.start(table, part, target));
                    replacement = rewrite.apply(part);
                } catch (RuntimeException e) {
                    table.partLog().log(MutationEvents.done(table, part, target, null, entry, start, e));
                    throw e;
                }
                entry.addRead(part.rows(), 0);
                if (table.replaceParts(List.of(part), List.of(replacement))) {
                    count++;
                    table.partLog().log(MutationEvents.done(table, part, target, replacement, entry, start, null));
                } else {
                    TableStorage.removePart(replacement);
                }
            }
        }
        return count;
    }

    /** The system.merges row of one part's mutation (is_mutation = 1). */
    private MergeEntry entry(DataPart part, String target) {
        return new MergeEntry(table.definition().database(), table.definition().name(), target, List.of(part.name()),
                part.partitionId(), true, part.bytesOnDisk(), part.marks(), part.rows());
    }

    /** Whether the part a mutation failed on is damaged, and was detached as broken. */
    private boolean detachedAsBroken(DataPart part, MutationFile file, RuntimeException e) {
        if (e instanceof MergeLabException m && (m.code() == ErrorCode.ABORTED || m.code() == ErrorCode.QUERY_WAS_CANCELLED)) {
            return false;
        }
        try {
            return !table.detachedParts().detachBroken(List.of(part), "mutation " + file.mutationId()).isEmpty();
        } catch (RuntimeException detachFailure) {
            e.addSuppressed(detachFailure);
            return false;
        }
    }

    /** Records the failure first (so a crash now never finishes the mutation), then removes the parts it wrote. */
    private void fail(MutationFile file, DataPart part, RuntimeException e, List<DataPart> written) {
        String reason = e instanceof MergeLabException m ? m.toClientLine() : e.toString();
        MutationFile failed = file.failed(new MutationFile.Failure(part.name(), Instant.now(), reason));
        try {
            failed.write(table.directory());
            written.forEach(TableStorage::removePart);
        } catch (RuntimeException cleanup) {
            e.addSuppressed(cleanup);
        }
        synchronized (this) {
            files.put(file.version(), failed);
        }
        LOG.warn("Mutation {} of {} failed on part {}: {}", file.mutationId(), table.definition().qualifiedName(), part.name(), reason);
    }

    private List<DataPart> partsToDo(long version) {
        return table.activeParts().stream().filter(p -> p.partName().effectiveDataVersion() < version).toList();
    }

    /** Waits a little for merges holding parts to end; ABORTED when the table closes meanwhile (no reservation then). */
    private void waitForMerges() {
        if (table.isClosed()) {
            throw new MergeLabException(ErrorCode.ABORTED, "Cancelled mutating parts");
        }
        try {
            Thread.sleep(RESERVE_RETRY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED,
                    "Interrupted while waiting for merges to release parts");
        }
    }

    /** The table's mutations as {@code system.mutations} shows them, oldest first. */
    public List<MutationStatus> statuses() {
        List<MutationFile> known;
        String running;
        long runningVersion;
        synchronized (this) {
            known = List.copyOf(files.values());
            running = inProgress;
            runningVersion = inProgressVersion;
        }
        List<DataPart> active = table.activeParts();
        List<MutationStatus> out = new ArrayList<>();
        for (MutationFile f : known) {
            List<String> todo = active.stream().filter(p -> p.partName().effectiveDataVersion() < f.version())
                    .map(DataPart::name).toList();
            List<String> inProgressNames = running != null && runningVersion == f.version() ? List.of(running) : List.of();
            out.add(new MutationStatus(f, todo, inProgressNames, f.failure() == null && todo.isEmpty()));
        }
        return out;
    }
}
