package io.mergelab.engine.table;

import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.SortPermutation;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.index.cache.QueryConditionCache;
import io.mergelab.engine.index.skip.SkipIndexWriter;
import io.mergelab.engine.index.skip.TableSkipIndex;
import io.mergelab.engine.index.skip.TableSkipIndexes;
import io.mergelab.engine.merge.MergeList;
import io.mergelab.engine.merge.PartLogEvent;
import io.mergelab.engine.merge.PartLogSink;
import io.mergelab.engine.merge.TableMergingAlgorithms;
import io.mergelab.engine.mutation.MutationFile;
import io.mergelab.engine.mutation.TableMutations;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.GranuleListener;
import io.mergelab.engine.storage.LoadedTable;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.storage.PartMutation;
import io.mergelab.engine.storage.PartFormat;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.storage.PartSettings;
import io.mergelab.engine.storage.PartSpec;
import io.mergelab.engine.storage.PartWriter;
import io.mergelab.engine.storage.PartitionValue;
import io.mergelab.engine.storage.TableStorage;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.format.FsyncContext;
import io.mergelab.engine.storage.format.FsyncStats;
import io.mergelab.engine.type.DataType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Predicate;

/**
 * A MergeTree-family table: a directory of immutable parts. Each insert block is split by partition,
 * sorted by the sorting key and written as one part per partition; the parts of one insert become
 * visible together (see {@link InsertTransaction}).
 */
public final class MergeTreeTable implements Table {
    private static final Comparator<DataPart> PART_ORDER = Comparator.comparing((DataPart p) -> p.partName().partitionId())
            .thenComparingLong(p -> p.partName().minBlock());
    /** Inserts share it; ALTERs of the index set take it exclusively, so no part is written with a stale index set. */
    private final ReentrantReadWriteLock alterLock = new ReentrantReadWriteLock();
    private volatile TableDefinition definition;
    private final Path dir;
    private volatile List<PartColumn> partColumns;
    /** What parts read for columns they lack, from the current definition. */
    private volatile ColumnDefaults columnDefaults;
    private final KeyExpressions keys;
    private volatile List<TableSkipIndex> skipIndexes;
    private final AtomicLong lastBlock;
    /** Numbers this process's insert transactions: concurrent inserts need distinct pending files. */
    private final AtomicLong insertTransactions = new AtomicLong();
    private final TableServices services;
    private volatile List<DataPart> activeParts;
    /** Parts a merge or mutation works on now (guarded by this). */
    private final Set<DataPart> reserved = new HashSet<>();
    /** Guarded by this. */
    private final InsertsInFlight insertsInFlight = new InsertsInFlight();
    private final TableMutations mutations;
    /** Set by {@link #close()}: no new reservations; running merges see it and stop. */
    private volatile boolean closed;

    private MergeTreeTable(TableDefinition definition, Path dir, List<PartColumn> partColumns, KeyExpressions keys,
                           List<TableSkipIndex> skipIndexes, LoadedTable loaded, List<MutationFile> mutationFiles,
                           TableServices services, ColumnDefaults columnDefaults) {
        this.definition = definition;
        this.services = services;
        this.dir = dir;
        this.partColumns = partColumns;
        this.keys = keys;
        this.skipIndexes = skipIndexes;
        this.columnDefaults = columnDefaults;
        this.activeParts = adopt(loaded.parts());
        this.mutations = new TableMutations(this, mutationFiles);
        // a mutation's version is a block number even when no part carries it yet
        this.lastBlock = new AtomicLong(Math.max(loaded.maxBlockNumber(), mutations.maxVersion()));
    }

    /**
     * Opens (or creates) the table's directory: rolls back unfinished inserts, loads the parts, then finishes the
     * mutations a crash interrupted, so the table never serves half-mutated data.
     */
    public static MergeTreeTable open(TableDefinition definition, Path dir, EvaluationContext ctx) {
        return open(definition, dir, ctx, TableServices.standalone());
    }

    /** Opens the table as {@link #open(TableDefinition, Path, EvaluationContext)}, sharing the engine's services. */
    public static MergeTreeTable open(TableDefinition definition, Path dir, EvaluationContext ctx, TableServices services) {
        KeyExpressions keys = KeyExpressions.compile(definition, ctx);
        List<TableSkipIndex> skipIndexes = TableSkipIndexes.compile(definition, ctx);
        List<PartColumn> columns = definition.storedColumns().stream()
                .map(c -> new PartColumn(c.name(), c.type(), c.codec()))
                .toList();
        InsertTransaction.recover(dir);
        DroppedParts.recover(dir);
        List<MutationFile> mutationFiles = TableMutations.recover(dir);
        MergeTreeTable table = new MergeTreeTable(definition, dir, columns, keys, skipIndexes, TableStorage.open(dir, columns),
                mutationFiles, services, new ColumnDefaults(definition, ctx));
        table.mutations.finishPending(ctx);
        return table;
    }

    /** The table's mutations (ALTER DELETE / UPDATE): running new ones, system.mutations. */
    public TableMutations mutations() {
        return mutations;
    }

    @Override
    public TableDefinition definition() {
        return definition;
    }

    public Path directory() {
        return dir;
    }

    /**
     * The table's stable identity: the name of its data directory, which the catalog makes the table's UUID. It
     * survives RENAME; a dropped and recreated table gets a new one.
     */
    public String uuid() {
        return dir.getFileName().toString();
    }

    /** The engine's query condition cache, if the table was opened with one. */
    public Optional<QueryConditionCache> conditionCache() {
        return Optional.ofNullable(services.conditionCache());
    }

    /** Where the table reports part events (system.part_log). */
    public PartLogSink partLog() {
        return services.partLog();
    }

    /** Where the table's running merges and mutations are listed (system.merges). */
    public MergeList mergeList() {
        return services.merges();
    }

    /** The table's physical columns, in table order, as parts store them. */
    public List<PartColumn> partColumns() {
        return partColumns;
    }

    /** The compiled sorting, primary and partition keys. */
    public KeyExpressions keys() {
        return keys;
    }

    /** Takes the next block number: a new part's block, or a mutation's version (one counter, as in ClickHouse). */
    public long allocateBlockNumber() {
        return lastBlock.incrementAndGet();
    }

    /** Takes a block number for a part an insert is about to write, recording it as in flight until the insert ends. */
    private synchronized PartName numberInsertedPart(String partitionId) {
        PartName name = PartName.forInsert(partitionId, allocateBlockNumber());
        insertsInFlight.add(name);
        return name;
    }

    /** How a part named {@code name} of this table is written now (columns, keys, granularity from the table's settings). */
    public PartSpec partSpec(PartName name, PartitionValue partition, PartSpec.Purpose purpose) {
        PartSettings settings = PartSettings.ofTable(
                definition.settings().getLong("index_granularity"),
                definition.settings().getLong("index_granularity_bytes"),
                definition.settings().getLong("min_compress_block_size"),
                definition.settings().getLong("max_compress_block_size"))
                .withFsync(definition.settings().getBool("fsync_after_insert"), definition.settings().getBool("fsync_part_directory"))
                .withSparseRatio(definition.settings().getDouble("ratio_of_defaults_for_sparse_serialization"));
        return new PartSpec(dir, name, partColumns, keys.primaryKeyTypes(), partition, keys.partitionSourceColumns(),
                settings, purpose);
    }

    /**
     * The format of a new part of this table expected to hold {@code bytes} uncompressed bytes in {@code rows} rows
     * (min_bytes_for_wide_part, min_rows_for_wide_part).
     */
    public PartFormat partFormat(long bytes, long rows) {
        return PartFormat.choose(definition.settings().getLong("min_bytes_for_wide_part"),
                definition.settings().getLong("min_rows_for_wide_part"), bytes, rows);
    }

    /** The listener that builds the table's current skip index files while a part is written. */
    public GranuleListener skipIndexWriter() {
        return SkipIndexWriter.of(skipIndexes);
    }

    /**
     * Reserves {@code parts} for one merge or mutation, or returns empty when any of them is not active any more or
     * is reserved by another, or when their block range holds a part that is not among them (see
     * {@link #leavesOutAPartInRange}).
     */
    public synchronized Optional<PartReservation> tryReserve(List<DataPart> parts) {
        if (closed || !activeParts.containsAll(parts) || parts.stream().anyMatch(reserved::contains)
                || leavesOutAPartInRange(parts)) {
            return Optional.empty();
        }
        reserved.addAll(parts);
        return Optional.of(new PartReservation(this, parts));
    }

    /**
     * Whether a merge of {@code parts} would cover a part it does not hold: an insert running alongside still writes a
     * part numbered within their block range, or has committed one since the parts were chosen from an earlier list of
     * the active parts. Its result would make that part look merged away, and a restart would delete it.
     */
    private boolean leavesOutAPartInRange(List<DataPart> parts) {
        if (parts.size() < 2) {
            return false;
        }
        String partitionId = parts.get(0).partitionId();
        long min = parts.stream().mapToLong(p -> p.partName().minBlock()).min().orElseThrow();
        long max = parts.stream().mapToLong(p -> p.partName().maxBlock()).max().orElseThrow();
        if (insertsInFlight.within(partitionId, min, max)) {
            return true;
        }
        Set<DataPart> chosen = new HashSet<>(parts);
        return activeParts.stream().anyMatch(p -> p.partitionId().equals(partitionId) && !chosen.contains(p)
                && p.partName().maxBlock() >= min && p.partName().minBlock() <= max);
    }

    /** The parts reserved by running merges and mutations now. */
    public synchronized Set<DataPart> reservedParts() {
        return Set.copyOf(reserved);
    }

    synchronized void release(List<DataPart> parts) {
        parts.forEach(reserved::remove);
        notifyAll();
    }

    /**
     * Swaps {@code results} in for {@code sources} in one step, if every source is still active (a TRUNCATE may have
     * removed them; then nothing changes and false is returned). The sources are retired: deleted once no running query
     * may read them, each logged as RemovePart.
     */
    public boolean replaceParts(List<DataPart> sources, List<DataPart> results) {
        synchronized (this) {
            if (!activeParts.containsAll(sources)) {
                return false;
            }
            List<DataPart> next = new ArrayList<>(activeParts);
            next.removeAll(sources);
            next.addAll(results);
            next.sort(PART_ORDER);
            activeParts = adopt(next);
        }
        sources.forEach(this::retire);
        return true;
    }

    /**
     * Takes {@code parts} out of the active set if every one is still in it (true), for {@link DetachedParts}; the
     * caller retires them.
     */
    synchronized boolean takeOut(List<DataPart> parts) {
        if (!activeParts.containsAll(parts)) {
            return false;
        }
        List<DataPart> next = new ArrayList<>(activeParts);
        next.removeAll(parts);
        activeParts = Collections.unmodifiableList(next);
        return true;
    }

    /** Adds an attached part to the active set ({@link DetachedParts}). */
    synchronized void putIn(DataPart part) {
        List<DataPart> next = new ArrayList<>(activeParts);
        next.add(part);
        next.sort(PART_ORDER);
        activeParts = adopt(next);
    }

    /** Parts taken out of the table, kept in {@code detached/}: DETACH, ATTACH, DROP DETACHED, broken parts. */
    public DetachedParts detachedParts() {
        return new DetachedParts(this);
    }

    /**
     * Deletes now the retired parts of every table that no running query may read (they would go in the background),
     * after any deletion the background already took on has ended.
     */
    void removeUnusedRetiredParts() {
        services.retirement().removeUnusedAndWait();
    }

    void retire(DataPart part) {
        retire(part, () -> { });
    }

    /** Retires {@code part} as {@link #retire(DataPart)}, then runs {@code afterRemoval} once its files are gone. */
    void retire(DataPart part, Runnable afterRemoval) {
        services.retirement().retire(part, () -> {
            if (services.conditionCache() != null) {
                services.conditionCache().removePart(uuid(), part.name());
            }
            services.partLog().log(PartLogEvents.simple(PartLogEvent.Type.RemovePart, this, part, ""));
            afterRemoval.run();
        });
    }

    /** The table's skip indexes, in declaration order, with their expressions compiled. */
    public List<TableSkipIndex> skipIndexes() {
        return skipIndexes;
    }

    /** The active parts now, ordered by partition and block number. */
    public List<DataPart> activeParts() {
        return activeParts;
    }

    @Override
    public InsertStats insert(Iterator<Chunk> blocks) {
        return insert(blocks, true);
    }

    /**
     * Inserts as {@link #insert(Iterator)}; with {@code optimizeOnInsert} (the setting, on by default) a block of a
     * Replacing, Summing, Collapsing or Aggregating table is merged by its engine's logic before it is written.
     */
    @Override
    public InsertStats insert(Iterator<Chunk> blocks, boolean optimizeOnInsert) {
        return insert(blocks, optimizeOnInsert, () -> { });
    }

    @Override
    public InsertStats insert(Iterator<Chunk> blocks, boolean optimizeOnInsert, Runnable beforeVisible) {
        alterLock.readLock().lock();
        try {
            return insertBlocks(blocks, optimizeOnInsert && definition.engine().collapsesRows(), beforeVisible);
        } finally {
            alterLock.readLock().unlock();
        }
    }

    /**
     * Whether a block handed over in pieces can be written as the pieces come ({@link #insertPieces}): the table
     * neither partitions, sorts nor merges a block's rows before writing them, so the pieces' rows go to one part in
     * the order they come, as the whole block's would.
     */
    public boolean writesPiecesAsTheyCome() {
        return !keys.isPartitioned() && !keys.hasSortingKey() && !definition.engine().collapsesRows();
    }

    /**
     * Inserts one block handed over in consecutive pieces as the one part the whole block would make, writing each
     * piece before the next is asked for (nothing of a piece is kept), so a caller may refill one piece's arrays for
     * the next; only for a table that {@link #writesPiecesAsTheyCome}.
     */
    public InsertStats insertPieces(Iterator<Chunk> pieces) {
        if (!writesPiecesAsTheyCome()) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Table " + definition.qualifiedName()
                    + " partitions, sorts or merges a block before writing it: its pieces cannot be written as they come");
        }
        alterLock.readLock().lock();
        try {
            return inInsertTransaction(() -> { }, (txn, written, numbered) -> {
                long rows = 0;
                long bytes = 0;
                PartWriter writer = null;
                try {
                    while (pieces.hasNext()) {
                        Chunk piece = pieces.next();
                        if (piece.rows() == 0) {
                            continue;
                        }
                        if (writer == null) {
                            PartitionValue partition = new PartitionValue(keys.partitionTypes(), List.of());
                            PartName name = numberInsertedPart(partition.partitionId());
                            numbered.add(name);
                            txn.willCreate(name);
                            // the block's size is not known before its last piece: the part is Wide
                            writer = PartWriter.create(partSpec(name, partition, PartSpec.Purpose.INSERT), skipIndexWriter(),
                                    PartFormat.WIDE);
                        }
                        rows += piece.rows();
                        bytes += piece.byteSize();
                        writer.write(piece, List.of());
                    }
                    if (writer == null) {
                        return new InsertStats(0, 0, 0);
                    }
                    written.add(writer.commit());
                    return new InsertStats(rows, bytes, 1, writer.fsyncStats());
                } finally {
                    if (writer != null) {
                        writer.close();
                    }
                }
            });
        } finally {
            alterLock.readLock().unlock();
        }
    }

    private InsertStats insertBlocks(Iterator<Chunk> blocks, boolean mergeWithinBlock, Runnable beforeVisible) {
        return inInsertTransaction(beforeVisible, (txn, written, numbered) -> {
            long rows = 0;
            long bytes = 0;
            FsyncStats partSyncs = FsyncStats.NONE;
            while (blocks.hasNext()) {
                Chunk block = blocks.next();
                if (block.rows() == 0) {
                    continue;
                }
                rows += block.rows();
                bytes += block.byteSize();
                partSyncs = partSyncs.plus(writeBlock(block, txn, written, numbered, mergeWithinBlock));
            }
            return new InsertStats(rows, bytes, written.size(), partSyncs);
        });
    }

    /** Writes an insert's parts: adds each to {@code written}, each name numbered to {@code numbered}. */
    private interface PartsWriting {
        InsertStats write(InsertTransaction txn, List<DataPart> written, List<PartName> numbered);
    }

    /**
     * Runs {@code writing} in one insert transaction and makes its parts active together, after
     * {@code beforeVisible}; returns its figures with the transaction's forces to disk added.
     */
    private InsertStats inInsertTransaction(Runnable beforeVisible, PartsWriting writing) {
        List<DataPart> written = new ArrayList<>();
        // the transaction file orders the insert's directory operations; forcing it matters only if they are forced
        boolean syncDirectories = definition.settings().getBool("fsync_part_directory");
        FsyncContext txnSync = new FsyncContext(syncDirectories, syncDirectories);
        List<PartName> numbered = new ArrayList<>();
        InsertStats stats;
        try (InsertTransaction txn = InsertTransaction.begin(dir, insertTransactions.incrementAndGet(), txnSync)) {
            stats = writing.write(txn, written, numbered);
            beforeVisible.run();
            synchronized (this) {
                List<DataPart> next = new ArrayList<>(activeParts);
                next.addAll(written);
                next.sort(PART_ORDER);
                txn.commit();
                activeParts = adopt(next);
            }
        } finally {
            synchronized (this) {
                insertsInFlight.removeAll(numbered);
            }
        }
        for (DataPart p : written) {
            services.partLog().log(PartLogEvents.simple(PartLogEvent.Type.NewPart, this, p, ""));
        }
        return new InsertStats(stats.rows(), stats.bytes(), written.size(), stats.fsyncs().plus(txnSync.stats()));
    }

    /** The parts as the active set, each reading this table's current defaults for columns it lacks. */
    private List<DataPart> adopt(List<DataPart> parts) {
        ColumnDefaults defaults = columnDefaults;
        parts.forEach(p -> p.fillMissingWith(defaults));
        return Collections.unmodifiableList(new ArrayList<>(parts));
    }

    /**
     * Takes a new definition whose columns differ from the current one (ALTER TABLE ... ADD | DROP | MODIFY | COMMENT
     * COLUMN); the caller has persisted it. Keys, skip indexes and engine are unchanged. Parts keep their files: one
     * that lacks a column reads its current default. Runs with inserts held off, so no part is written with the old
     * columns afterwards.
     */
    public void redefineColumns(TableDefinition newDefinition, EvaluationContext ctx) {
        ColumnDefaults defaults = new ColumnDefaults(newDefinition, ctx);
        List<PartColumn> columns = newDefinition.storedColumns().stream()
                .map(c -> new PartColumn(c.name(), c.type(), c.codec()))
                .toList();
        underAlterLock(() -> {
            synchronized (this) {
                definition = newDefinition;
                partColumns = columns;
                columnDefaults = defaults;
                activeParts = adopt(activeParts);
            }
        });
    }

    /**
     * Rewrites every active part that has files for column {@code columnName} as a new version without them (ALTER
     * TABLE ... DROP COLUMN, before the definition drops it); returns how many parts were rewritten.
     */
    public int dropColumnFiles(String columnName) {
        return rewriteHaving(columnName, (p, version) -> PartMutation.withoutColumn(p, version, columnName));
    }

    /**
     * Renames column {@code from} to {@code to} in every active part that has it, each as a new version whose files
     * for it are links under the new name (ALTER TABLE ... RENAME COLUMN); returns how many parts were rewritten.
     */
    public int renameColumnFiles(String from, String to) {
        return rewriteHaving(from, (p, version) -> PartMutation.withColumnRenamed(p, version, from, to));
    }

    /** Rewrites every active part with files for {@code columnName} as a new version, all under one version number. */
    private int rewriteHaving(String columnName, java.util.function.BiFunction<DataPart, Long, DataPart> rewrite) {
        int[] count = new int[1];
        underAlterLock(() -> {
            long version = allocateBlockNumber();
            count[0] = mutations.rewriteEach(p -> p.columns().stream().anyMatch(c -> c.name().equals(columnName)), version,
                    p -> rewrite.apply(p, version));
        });
        return count[0];
    }

    /** Runs {@code alter} with inserts and other ALTERs of this table held off. */
    public void underAlterLock(Runnable alter) {
        alterLock.writeLock().lock();
        try {
            alter.run();
        } finally {
            alterLock.writeLock().unlock();
        }
    }

    /**
     * Runs {@code start} with inserts and other ALTERs held off, then {@code work} with only ALTERs of the index set
     * held off, nothing else taking the lock in between: a mutation numbers itself after every insert in flight, then
     * rewrites parts while inserts go on.
     */
    public void startThenRunAlongsideInserts(Runnable start, Runnable work) {
        alterLock.writeLock().lock();
        try {
            start.run();
            alterLock.readLock().lock();
        } finally {
            alterLock.writeLock().unlock();
        }
        try {
            work.run();
        } finally {
            alterLock.readLock().unlock();
        }
    }

    /**
     * Takes a new definition that differs from the current one in its skip indexes only (ALTER ADD / DROP INDEX);
     * the caller has persisted it. Parts keep their files; an index a part has no file for is unusable there.
     */
    public void redefine(TableDefinition newDefinition, EvaluationContext ctx) {
        List<TableSkipIndex> compiled = TableSkipIndexes.compile(newDefinition, ctx);
        underAlterLock(() -> {
            definition = newDefinition;
            skipIndexes = compiled;
        });
    }

    /**
     * Builds the files of skip index {@code indexName} in every active part accepted by {@code parts} that lacks them
     * (ALTER MATERIALIZE INDEX), each as a new version of the part; returns how many parts were rewritten.
     */
    public int materializeIndex(String indexName, Predicate<DataPart> parts) {
        TableSkipIndex index = skipIndexes.stream().filter(i -> i.name().equals(indexName)).findFirst()
                .orElseThrow(() -> new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Unknown index: " + indexName));
        int[] count = new int[1];
        underAlterLock(() -> {
            long version = allocateBlockNumber();
            count[0] = mutations.rewriteEach(p -> parts.test(p) && !p.skipIndexSize(indexName).isPresent(), version,
                    p -> PartMutation.mutate(p, version, Set.of(), SkipIndexWriter.of(List.of(index))));
        });
        return count[0];
    }

    /**
     * Removes the files of skip index {@code indexName} from every active part accepted by {@code parts} that has them
     * (ALTER CLEAR INDEX, and DROP INDEX before the definition changes); returns how many parts were rewritten.
     */
    public int clearIndex(String indexName, Predicate<DataPart> parts) {
        String stem = FileNames.skipIndexStem(indexName);
        Set<String> files = Set.of(stem + FileNames.SKIP_INDEX_EXTENSION, stem + FileNames.MARKS_EXTENSION);
        int[] count = new int[1];
        underAlterLock(() -> {
            long version = allocateBlockNumber();
            count[0] = mutations.rewriteEach(p -> parts.test(p) && p.skipIndexSize(indexName).isPresent(), version,
                    p -> PartMutation.mutate(p, version, files, null));
        });
        return count[0];
    }

    /** Types of the partition key's elements (how a PARTITION value of an ALTER is read). */
    public List<DataType> partitionTypes() {
        return keys.partitionTypes();
    }

    /** Writes one part per partition of the block; returns the forces to disk the parts made. */
    private FsyncStats writeBlock(Chunk block, InsertTransaction txn, List<DataPart> written, List<PartName> numbered,
                                  boolean mergeWithinBlock) {
        FsyncStats syncs = FsyncStats.NONE;
        List<PartitionSplitter.Group> groups = keys.isPartitioned()
                ? PartitionSplitter.split(keys.partitionValues(block), block.rows())
                : List.of(new PartitionSplitter.Group(List.of(), null, block.rows()));
        for (PartitionSplitter.Group g : groups) {
            Chunk rows = g.rows() == null ? block : block.take(g.rows(), g.count());
            List<Column> sortKey = keys.sortingKeyValues(rows);
            int[] order = SortPermutation.compute(sortKey, rows.rows());
            if (order != null) {
                rows = rows.take(order, order.length);
                sortKey = sortKey.stream().map(c -> c.take(order, order.length)).toList();
            }
            if (mergeWithinBlock) {
                // the sort is stable, so among equal keys the rows keep their insert order (the last one wins a replace)
                Chunk merged = TableMergingAlgorithms.mergeWithinBlock(definition, rows, sortKey);
                if (merged.rows() == 0) {
                    // every row cancelled out (Collapsing pairs, Summing zeros): no part
                    continue;
                }
                if (merged != rows) {
                    rows = merged;
                    sortKey = keys.sortingKeyValues(rows);
                }
            }
            PartitionValue partition = new PartitionValue(keys.partitionTypes(), g.values());
            PartName name = numberInsertedPart(partition.partitionId());
            numbered.add(name);
            txn.willCreate(name);
            try (PartWriter writer = PartWriter.create(partSpec(name, partition, PartSpec.Purpose.INSERT), skipIndexWriter(),
                    partFormat(rows.byteSize(), rows.rows()))) {
                writer.write(rows, sortKey.subList(0, keys.primaryKeySize()));
                written.add(writer.commit());
                syncs = syncs.plus(writer.fsyncStats());
            }
        }
        return syncs;
    }

    @Override
    public Iterator<Chunk> scan(List<String> columns, int maxBlockRows, ReadCounters counters) {
        Iterator<DataPart> parts = activeParts.iterator();
        return new Iterator<>() {
            private Iterator<Chunk> current = Collections.emptyIterator();

            @Override
            public boolean hasNext() {
                while (!current.hasNext() && parts.hasNext()) {
                    DataPart p = parts.next();
                    current = PartReader.read(p, columns, List.of(new MarkRange(0, p.granules())), maxBlockRows);
                }
                return current.hasNext();
            }

            @Override
            public Chunk next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Chunk c = current.next();
                counters.add(c.rows(), c.byteSize());
                return c;
            }
        };
    }

    @Override
    public synchronized void truncate() {
        List<DataPart> old = activeParts;
        activeParts = List.of();
        for (DataPart p : old) {
            TableStorage.removePart(p);
        }
        forgetConditionCacheEntries();
    }

    /**
     * Parts are files, nothing is held open between reads; the table's condition cache entries go (DROP, RENAME).
     * Merges running on it stop at their next block ({@link #isClosed()}), and this waits for every merge and mutation
     * holding a reservation to end, so none writes into the directory a DROP deletes or swaps parts into an instance
     * a RENAME replaced.
     */
    @Override
    public void close() {
        synchronized (this) {
            closed = true;
            boolean interrupted = false;
            while (!reserved.isEmpty()) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        forgetConditionCacheEntries();
    }

    /** Whether the table was closed (dropped, renamed, the engine closing): work on it should stop. */
    public boolean isClosed() {
        return closed;
    }

    private void forgetConditionCacheEntries() {
        if (services.conditionCache() != null) {
            services.conditionCache().removeTable(uuid());
        }
    }
}
