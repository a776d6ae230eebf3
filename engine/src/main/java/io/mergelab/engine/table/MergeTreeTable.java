package io.mergelab.engine.table;

import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.SortPermutation;
import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.index.cache.QueryConditionCache;
import io.mergelab.engine.index.skip.SkipIndexWriter;
import io.mergelab.engine.index.skip.TableSkipIndex;
import io.mergelab.engine.index.skip.TableSkipIndexes;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.LoadedTable;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.storage.PartMutation;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.storage.PartSettings;
import io.mergelab.engine.storage.PartSpec;
import io.mergelab.engine.storage.PartWriter;
import io.mergelab.engine.storage.PartitionValue;
import io.mergelab.engine.storage.TableStorage;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.type.DataType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A MergeTree-family table: a directory of immutable parts. Each insert block is split by partition,
 * sorted by the sorting key and written as one part per partition; the parts of one insert become
 * visible together (see {@link InsertTransaction}).
 */
public final class MergeTreeTable implements Table {
    /** Inserts share it; ALTERs of the index set take it exclusively, so no part is written with a stale index set. */
    private final ReentrantReadWriteLock alterLock = new ReentrantReadWriteLock();
    private volatile TableDefinition definition;
    private final Path dir;
    private final List<PartColumn> partColumns;
    private final KeyExpressions keys;
    private volatile List<TableSkipIndex> skipIndexes;
    private final AtomicLong lastBlock;
    /** The engine's query condition cache; {@code null} when the table was opened without one. */
    private final QueryConditionCache conditionCache;
    private volatile List<DataPart> activeParts;

    private MergeTreeTable(TableDefinition definition, Path dir, List<PartColumn> partColumns, KeyExpressions keys,
                           List<TableSkipIndex> skipIndexes, LoadedTable loaded, QueryConditionCache conditionCache) {
        this.definition = definition;
        this.conditionCache = conditionCache;
        this.dir = dir;
        this.partColumns = partColumns;
        this.keys = keys;
        this.skipIndexes = skipIndexes;
        this.lastBlock = new AtomicLong(loaded.maxBlockNumber());
        this.activeParts = List.copyOf(loaded.parts());
    }

    /** Opens (or creates) the table's directory: rolls back unfinished inserts, then loads the parts. */
    public static MergeTreeTable open(TableDefinition definition, Path dir, EvaluationContext ctx) {
        return open(definition, dir, ctx, null);
    }

    /** Opens the table as {@link #open(TableDefinition, Path, EvaluationContext)}, using the engine's condition cache. */
    public static MergeTreeTable open(TableDefinition definition, Path dir, EvaluationContext ctx,
                                      QueryConditionCache conditionCache) {
        KeyExpressions keys = KeyExpressions.compile(definition, ctx);
        List<TableSkipIndex> skipIndexes = TableSkipIndexes.compile(definition, ctx);
        List<PartColumn> columns = definition.storedColumns().stream()
                .map(c -> new PartColumn(c.name(), c.type(), c.codec()))
                .toList();
        InsertTransaction.recover(dir);
        return new MergeTreeTable(definition, dir, columns, keys, skipIndexes, TableStorage.open(dir, columns),
                conditionCache);
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
        return Optional.ofNullable(conditionCache);
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
        alterLock.readLock().lock();
        try {
            return insertBlocks(blocks);
        } finally {
            alterLock.readLock().unlock();
        }
    }

    private InsertStats insertBlocks(Iterator<Chunk> blocks) {
        List<DataPart> written = new ArrayList<>();
        long rows = 0;
        long bytes = 0;
        try (InsertTransaction txn = InsertTransaction.begin(dir, lastBlock.get() + 1)) {
            while (blocks.hasNext()) {
                Chunk block = blocks.next();
                if (block.rows() == 0) {
                    continue;
                }
                rows += block.rows();
                bytes += block.byteSize();
                writeBlock(block, txn, written);
            }
            synchronized (this) {
                List<DataPart> next = new ArrayList<>(activeParts);
                next.addAll(written);
                next.sort(Comparator.comparing((DataPart p) -> p.partName().partitionId())
                        .thenComparingLong(p -> p.partName().minBlock()));
                txn.commit();
                activeParts = Collections.unmodifiableList(next);
            }
        }
        return new InsertStats(rows, bytes, written.size());
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
            long version = lastBlock.incrementAndGet();
            count[0] = mutate(p -> parts.test(p) && !p.skipIndexSize(indexName).isPresent(),
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
            long version = lastBlock.incrementAndGet();
            count[0] = mutate(p -> parts.test(p) && p.skipIndexSize(indexName).isPresent(),
                    p -> PartMutation.mutate(p, version, files, null));
        });
        return count[0];
    }

    /**
     * Replaces each chosen active part by its mutated version (one mutation version, a block number, for all of them,
     * as ClickHouse numbers a mutation), one part at a time, removing the old one after the swap.
     */
    private int mutate(Predicate<DataPart> which, UnaryOperator<DataPart> mutation) {
        int count = 0;
        for (DataPart old : activeParts) {
            if (!which.test(old)) {
                continue;
            }
            DataPart replacement = mutation.apply(old);
            synchronized (this) {
                List<DataPart> next = new ArrayList<>(activeParts);
                next.set(next.indexOf(old), replacement);
                activeParts = Collections.unmodifiableList(next);
            }
            TableStorage.removePart(old);
            count++;
        }
        return count;
    }

    /** Types of the partition key's elements (how a PARTITION value of an ALTER is read). */
    public List<DataType> partitionTypes() {
        return keys.partitionTypes();
    }

    private void writeBlock(Chunk block, InsertTransaction txn, List<DataPart> written) {
        PartSettings settings = new PartSettings(
                definition.settings().getLong("index_granularity"),
                definition.settings().getLong("index_granularity_bytes"));
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
            PartitionValue partition = new PartitionValue(keys.partitionTypes(), g.values());
            long block0 = lastBlock.incrementAndGet();
            PartName name = PartName.forInsert(partition.partitionId(), block0);
            txn.willCreate(name.toString());
            PartSpec spec = new PartSpec(dir, name, partColumns, keys.primaryKeyTypes(), partition,
                    keys.partitionSourceColumns(), settings, PartSpec.Purpose.INSERT);
            try (PartWriter writer = PartWriter.create(spec, SkipIndexWriter.of(skipIndexes))) {
                writer.write(rows, sortKey.subList(0, keys.primaryKeySize()));
                written.add(writer.commit());
            }
        }
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

    /** Parts are files, nothing is held open between reads; the table's condition cache entries go (DROP, RENAME). */
    @Override
    public void close() {
        forgetConditionCacheEntries();
    }

    private void forgetConditionCacheEntries() {
        if (conditionCache != null) {
            conditionCache.removeTable(uuid());
        }
    }
}
