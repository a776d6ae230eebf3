package io.mergelab.engine.querylog;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.storage.BrokenPart;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.DetachedPartName;
import io.mergelab.engine.storage.GranuleListener;
import io.mergelab.engine.storage.LoadedTable;
import io.mergelab.engine.storage.PartCheck;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.storage.PartDirectoryScan;
import io.mergelab.engine.storage.PartFormat;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.PartReadStream;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.storage.PartSettings;
import io.mergelab.engine.storage.PartSpec;
import io.mergelab.engine.storage.PartWriter;
import io.mergelab.engine.storage.PartitionValue;
import io.mergelab.engine.storage.TableStorage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntPredicate;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rows of one system log, bounded to the newest {@code capacityRows} in memory (oldest dropped), and, when
 * given a directory, persisted there as MergeTree parts (no partition or sorting key; one part per flush, the
 * oldest parts removed once the newer ones alone hold {@code capacityRows}). Appended rows are readable at
 * once and reach disk on {@link #flush()}; a crash loses only what was not flushed. The rows on disk are read into
 * memory at the first read, not when the engine opens: most processes (a {@code mergelab sql -q}) never read a log and
 * only append a part at close, and reading a full one took a third of a fresh engine's start. Until then memory holds
 * only rows not yet on disk, so the parts can be merged without reading them first; a flush that makes more than
 * {@value #MAX_PARTS} parts merges the newest ones (tiered: a large old part only once the newer ones add up to half its
 * size, so a process's exit does not rewrite the whole log every few runs). A part written by an older
 * build in an older column layout is rewritten in the current one at start-up ({@link LogLayoutUpgrade}); one
 * whose layout cannot be upgraded is moved to {@code detached/old_layout_<part>} with a WARN, never deleted. A damaged
 * part never stops the engine: it moves to {@code detached/broken-on-start_<part>} (at start-up) or
 * {@code detached/broken_<part>} (when a merge of the log meets it) with a WARN, and the log goes on without its rows.
 */
final class LogStore {
    /** The log tables' MergeTree settings: the defaults, as ClickHouse's system log tables have them. */
    private static final Settings TABLE_SETTINGS = Settings.mergeTreeDefaults();
    private static final Logger LOG = LoggerFactory.getLogger(LogStore.class);
    private static final int READ_BLOCK_ROWS = 65_536;
    /** Parts on disk beyond which the newest are merged, so a read does not open thousands of small parts. */
    private static final int MAX_PARTS = 16;
    /** The fewest parts a merge takes, so it brings the count well under {@link #MAX_PARTS} whatever their sizes. */
    private static final int MIN_MERGED_PARTS = MAX_PARTS / 2;
    /** Small chunks (one per flush) are merged once this many pile up, so reads concatenate few pieces. */
    private static final int MAX_STORED_CHUNKS = 32;
    /** Prefix of parts set aside in {@code detached/} because their column layout cannot be upgraded. */
    static final String OLD_LAYOUT_PREFIX = DetachedPartName.prefix(DetachedPartName.OLD_LAYOUT);

    private final String name;
    private final List<PartColumn> columns;
    private final int capacityRows;
    private final Path dir;
    private final Object flushLock = new Object();

    // guarded by this
    private final Deque<Chunk> stored = new ArrayDeque<>();
    private long storedRows;
    /** Appended rows not made yet: each is made when a read or a flush converts them. */
    private List<Supplier<Object[]>> pending = new ArrayList<>();
    /** Appended rows a read has already turned into chunks, not yet flushed. */
    private final List<Chunk> converted = new ArrayList<>();
    private Chunk inFlight;

    // guarded by flushLock
    private final Deque<DataPart> parts = new ArrayDeque<>();
    private long nextBlock;
    /** Whether the directory's parts were opened into {@link #parts}. */
    private boolean partsOpened;
    /** Whether the rows on disk were read into memory; until then memory holds only rows not yet on disk. */
    private volatile boolean rowsLoaded;

    LogStore(String name, List<PartColumn> columns, int capacityRows, Path dir) {
        if (capacityRows <= 0) {
            throw new IllegalArgumentException("log capacity must be positive: " + capacityRows);
        }
        this.name = name;
        this.columns = List.copyOf(columns);
        this.capacityRows = capacityRows;
        this.dir = dir;
        this.partsOpened = dir == null;
        this.rowsLoaded = dir == null;
    }

    String name() {
        return name;
    }

    List<PartColumn> columns() {
        return columns;
    }

    /**
     * Appends a row made later, when it is first read or flushed: a query's rows are made off its path (its caller
     * waits for the log's finish), so {@code row} must depend only on values that no longer change.
     */
    synchronized void append(Supplier<Object[]> row) {
        pending.add(row);
        if (pending.size() > capacityRows) {
            pending.remove(0);
        }
    }

    /** Every row held, oldest first, flushed or not, as one chunk. */
    Chunk read() {
        List<Chunk> chunks = readChunks();
        return chunks.isEmpty() ? toChunk(List.of()) : Columns.concatChunks(chunks);
    }

    /**
     * Every row held, oldest first, flushed or not, as the chunks they are kept in: no copy of the whole log per
     * read. Rows appended since the last read are turned into a chunk once, here, and kept so until flushed.
     */
    List<Chunk> readChunks() {
        loadRowsOnce();
        List<Chunk> chunks;
        synchronized (this) {
            convertPending();
            chunks = new ArrayList<>(stored);
            if (inFlight != null) {
                chunks.add(inFlight);
            }
            chunks.addAll(converted);
        }
        chunks.removeIf(c -> c.rows() == 0);
        return newest(chunks);
    }

    /**
     * The rows held whose String column {@code column} equals {@code value}, oldest first, as one chunk: the rows a
     * scan filtering on it would return, found without copying the others.
     */
    Chunk rowsWhere(int column, String value) {
        byte[] needle = value.getBytes(StandardCharsets.UTF_8);
        return rowsWhere(chunk -> {
            BytesColumn values = (BytesColumn) chunk.column(column);
            return r -> values.equalsBytes(r, needle);
        });
    }

    /**
     * The rows held that {@code condition} accepts, oldest first, as one chunk: the rows a scan filtering on it would
     * return, found without copying the others. {@code condition} gives, for each chunk held, the test of its rows.
     */
    Chunk rowsWhere(Function<Chunk, IntPredicate> condition) {
        List<Chunk> found = new ArrayList<>();
        for (Chunk chunk : readChunks()) {
            IntPredicate matches = condition.apply(chunk);
            int[] rows = new int[chunk.rows()];
            int count = 0;
            for (int r = 0; r < chunk.rows(); r++) {
                if (matches.test(r)) {
                    rows[count++] = r;
                }
            }
            if (count > 0) {
                found.add(chunk.take(rows, count));
            }
        }
        return found.isEmpty() ? toChunk(List.of()) : Columns.concatChunks(found);
    }

    /** The chunks without their oldest rows beyond {@code capacityRows}. */
    private List<Chunk> newest(List<Chunk> chunks) {
        long excess = chunks.stream().mapToLong(Chunk::rows).sum() - capacityRows;
        List<Chunk> kept = new ArrayList<>(chunks.size());
        for (Chunk c : chunks) {
            if (excess >= c.rows()) {
                excess -= c.rows();
            } else if (excess > 0) {
                kept.add(c.slice((int) excess, c.rows() - (int) excess));
                excess = 0;
            } else {
                kept.add(c);
            }
        }
        return kept;
    }

    /** Moves the appended rows into a chunk of {@link #converted}, merging those once too many pile up. */
    private void convertPending() {
        if (pending.isEmpty()) {
            return;
        }
        List<Object[]> rows = new ArrayList<>(pending.size());
        for (Supplier<Object[]> made : pending) {
            Object[] row = made.get();
            if (row.length == columns.size()) {
                rows.add(row);
            } else {
                // a layout's mistake loses its row, not the log
                LOG.error("Dropped a row of system.{}: expected {} values, got {}", name, columns.size(), row.length);
            }
        }
        converted.add(toChunk(rows));
        pending = new ArrayList<>();
        if (converted.size() > MAX_STORED_CHUNKS) {
            List<Chunk> kept = newest(List.copyOf(converted));
            converted.clear();
            converted.add(Columns.concatChunks(kept));
        }
    }

    long rows() {
        loadRowsOnce();
        synchronized (this) {
            return heldRows();
        }
    }

    private long heldRows() {
        long convertedRows = converted.stream().mapToLong(Chunk::rows).sum();
        return Math.min(capacityRows, storedRows + (inFlight == null ? 0 : inFlight.rows()) + convertedRows + pending.size());
    }

    /** Writes the rows appended since the last flush as one part (if persistent) and keeps them in memory. */
    void flush() {
        synchronized (flushLock) {
            Chunk batch;
            synchronized (this) {
                convertPending();
                if (converted.isEmpty()) {
                    return;
                }
                batch = Columns.concatChunks(List.copyOf(converted));
                converted.clear();
                inFlight = batch;
            }
            boolean onDiskOnly = false;
            try {
                if (dir != null) {
                    writePart(batch);
                    // a log not read yet keeps only what is not on disk: its first read reads the part
                    onDiskOnly = !rowsLoaded;
                }
            } catch (RuntimeException e) {
                // the rows stay readable in memory; only their persistence is lost
                LOG.error("Cannot write {} rows of system.{} to {}", batch.rows(), name, dir, e);
            } finally {
                synchronized (this) {
                    inFlight = null;
                    if (!onDiskOnly) {
                        keep(batch);
                    }
                }
            }
        }
    }

    private void writePart(Chunk batch) {
        if (!partsOpened) {
            // a process that only logs appends its part beside the older ones, unopened, until there are enough to merge
            PartDirectoryScan scan = TableStorage.scan(dir);
            if (scan.uncoveredParts() < MAX_PARTS) {
                writePart(batch, scan.maxBlockNumber() + 1);
                return;
            }
        }
        openParts();
        parts.addLast(writePart(batch, nextBlock++));
        dropOldParts();
        if (parts.size() > MAX_PARTS) {
            mergeParts();
        }
    }

    private DataPart writePart(Chunk batch, long block) {
        PartSpec spec = new PartSpec(dir, PartName.forInsert(PartitionValue.NONE.partitionId(), block), columns, List.of(),
                PartitionValue.NONE, List.of(), PartSettings.DEFAULT, PartSpec.Purpose.INSERT);
        try (PartWriter writer = PartWriter.create(spec, GranuleListener.NONE, format(batch.byteSize(), batch.rows()))) {
            writer.write(batch, List.of());
            return writer.commit();
        }
    }

    /** The format of a log part expected to hold {@code bytes} in {@code rows}: a flush's small part is Compact. */
    private static PartFormat format(long bytes, long rows) {
        return PartFormat.choose(TABLE_SETTINGS.getLong("min_bytes_for_wide_part"),
                TABLE_SETTINGS.getLong("min_rows_for_wide_part"), bytes, rows);
    }

    /**
     * Replaces the newest parts ({@link #partsToMerge}) by one covering their block range at a higher level.
     * Crash-safe as merges are: until the sources are removed, start-up sees them covered by the merged part and
     * removes them then. Memory is untouched: it holds either every row (once read) or none of the parts' rows.
     */
    private void mergeParts() {
        try {
            mergeNewestParts();
        } catch (RuntimeException e) {
            if (!detachBrokenParts()) {
                throw e;
            }
        }
    }

    /**
     * After a failed merge: moves every part whose files fail a full check to {@code detached/broken_<name>} with a
     * WARN, so the next merge goes without them instead of failing on them at every flush. Returns whether any was.
     */
    private boolean detachBrokenParts() {
        boolean any = false;
        for (DataPart part : List.copyOf(parts)) {
            Optional<String> problem = PartCheck.problem(part);
            if (problem.isPresent()) {
                Path target = TableStorage.detachPart(part, DetachedPartName.prefix(DetachedPartName.BROKEN));
                LOG.warn("Part {} of system.{} is broken and was moved to {}; the log on disk continues without its {} rows: {}",
                        part.name(), name, target, part.rows(), problem.get());
                parts.remove(part);
                any = true;
            }
        }
        return any;
    }

    private void mergeNewestParts() {
        List<DataPart> merging = partsToMerge();
        DataPart first = merging.get(0);
        int level = merging.stream().mapToInt(p -> p.partName().level()).max().orElse(0) + 1;
        PartName name = new PartName(first.partitionId(), first.partName().minBlock(),
                merging.get(merging.size() - 1).partName().maxBlock(), level);
        PartSpec spec = new PartSpec(dir, name, columns, List.of(), PartitionValue.NONE, List.of(), PartSettings.DEFAULT,
                PartSpec.Purpose.MERGE);
        List<String> names = columns.stream().map(PartColumn::name).toList();
        DataPart merged;
        long bytes = merging.stream().mapToLong(DataPart::dataUncompressedBytes).sum();
        long rows = merging.stream().mapToLong(DataPart::rows).sum();
        try (PartWriter writer = PartWriter.create(spec, GranuleListener.NONE, format(bytes, rows))) {
            for (DataPart part : merging) {
                try (PartReadStream stream = PartReader.readAll(part, names, READ_BLOCK_ROWS)) {
                    while (stream.hasNext()) {
                        writer.write(stream.next(), List.of());
                    }
                }
            }
            merged = writer.commit();
        }
        for (DataPart part : merging) {
            TableStorage.removePart(part);
            parts.remove(part);
        }
        parts.addLast(merged);
    }

    /**
     * The newest parts, oldest first: at least {@link #MIN_MERGED_PARTS}, and each older one while it holds at most
     * twice the rows of the newer ones taken. So every row is rewritten a few times over the log's life (each time
     * into a part at least half again as large), not at every merge.
     */
    private List<DataPart> partsToMerge() {
        List<DataPart> all = List.copyOf(parts);
        int from = all.size();
        long rows = 0;
        while (from > 0 && (all.size() - from < MIN_MERGED_PARTS || all.get(from - 1).rows() <= 2 * rows)) {
            from--;
            rows += all.get(from).rows();
        }
        return all.subList(from, all.size());
    }

    /** Removes the oldest parts while the others still hold a full log. */
    private void dropOldParts() {
        long diskRows = parts.stream().mapToLong(DataPart::rows).sum();
        while (parts.size() > 1 && diskRows - parts.peekFirst().rows() >= capacityRows) {
            DataPart oldest = parts.removeFirst();
            diskRows -= oldest.rows();
            TableStorage.removePart(oldest);
        }
    }

    /** {@link #loadRows}, taking the flush lock, unless the rows are in memory already. */
    private void loadRowsOnce() {
        if (!rowsLoaded) {
            synchronized (flushLock) {
                loadRows();
            }
        }
    }

    /** The parts on disk now, oldest first (opened if not yet): what system.parts lists for this log. */
    List<DataPart> parts() {
        synchronized (flushLock) {
            if (dir == null) {
                return List.of();
            }
            openParts();
            return List.copyOf(parts);
        }
    }

    /**
     * Opens the parts earlier runs left in the directory (once): older layouts upgraded, the oldest beyond a full log
     * removed. Their rows stay on disk until {@link #loadRows}. Caller holds {@link #flushLock}.
     */
    private void openParts() {
        if (partsOpened) {
            return;
        }
        // columns are checked here rather than by TableStorage, so parts of an older layout can be upgraded
        LoadedTable table = TableStorage.open(dir, null);
        nextBlock = table.maxBlockNumber() + 1;
        for (DataPart part : table.parts()) {
            DataPart current = sameLayout(part) ? part : upgradeOrDetach(part);
            if (current != null) {
                parts.add(current);
            }
        }
        dropOldParts();
        partsOpened = true;
    }

    /**
     * Reads the rows of the parts on disk into memory (once), before the rows in memory, which are newer (not written:
     * a failed write keeps them there). A part whose data cannot be read is detached. Caller holds {@link #flushLock}.
     */
    private void loadRows() {
        openParts();
        if (rowsLoaded) {
            return;
        }
        List<Chunk> older = new ArrayList<>();
        for (DataPart part : List.copyOf(parts)) {
            List<Chunk> chunks = readWhole(part);
            if (chunks == null) {
                parts.remove(part);
            } else {
                older.addAll(chunks);
            }
        }
        long loadedRows;
        synchronized (this) {
            List<Chunk> newer = new ArrayList<>(stored);
            stored.clear();
            storedRows = 0;
            older.forEach(this::keep);
            loadedRows = storedRows;
            newer.forEach(this::keep);
        }
        rowsLoaded = true;
        LOG.info("Loaded {} rows of system.{} from {}", loadedRows, name, dir);
    }

    /**
     * All rows of a part, or null when its data cannot be read (say a column file fails its checksum): then the part
     * moves to {@code detached/broken-on-start_<name>} with a WARN and the log goes on without its rows. Start-up
     * verifies a part's metadata files only, so damage inside the data shows here, and a log must never keep the
     * engine from opening.
     */
    private List<Chunk> readWhole(DataPart part) {
        List<String> names = columns.stream().map(PartColumn::name).toList();
        List<Chunk> chunks = new ArrayList<>();
        try (PartReadStream stream = PartReader.readAll(part, names, READ_BLOCK_ROWS)) {
            while (stream.hasNext()) {
                chunks.add(stream.next());
            }
            return chunks;
        } catch (RuntimeException e) {
            detachBroken(part, e);
            return null;
        }
    }

    private void detachBroken(DataPart part, RuntimeException cause) {
        Path target = TableStorage.detachPart(part, DetachedPartName.prefix(DetachedPartName.BROKEN_ON_START));
        LOG.warn("Part {} of system.{} is broken and was moved to {}; the log continues without its {} rows: {}",
                part.name(), name, target, part.rows(), BrokenPart.reasonOf(cause));
    }

    /** {@link #upgrade}, or null having detached the part as broken when it cannot be read. */
    private DataPart upgradeOrDetach(DataPart old) {
        try {
            return upgrade(old);
        } catch (RuntimeException e) {
            detachBroken(old, e);
            return null;
        }
    }

    private boolean sameLayout(DataPart part) {
        List<PartColumn> stored = part.columns();
        if (stored.size() != columns.size()) {
            return false;
        }
        for (int i = 0; i < stored.size(); i++) {
            if (!stored.get(i).name().equals(columns.get(i).name()) || !stored.get(i).type().equals(columns.get(i).type())) {
                return false;
            }
        }
        return true;
    }

    /**
     * Rewrites a part of an older layout in the current one, as a part covering the old one's blocks at a higher
     * level (like a merge: if the process stops before the old part is removed, start-up removes it as covered).
     * Returns null, having detached the part, when its layout cannot be upgraded.
     */
    private DataPart upgrade(DataPart old) {
        List<PartColumn> stored = old.columns();
        if (!LogLayoutUpgrade.possible(stored, columns)) {
            Path target = TableStorage.detachPart(old, OLD_LAYOUT_PREFIX);
            LOG.warn("Part {} of system.{} has columns of an unknown older layout and was moved to {}: {}",
                    old.name(), name, target, stored);
            return null;
        }
        List<String> names = stored.stream().map(PartColumn::name).toList();
        PartName upgraded = new PartName(old.partitionId(), old.partName().minBlock(), old.partName().maxBlock(),
                old.partName().level() + 1);
        PartSpec spec = new PartSpec(dir, upgraded, columns, List.of(), PartitionValue.NONE, List.of(), PartSettings.DEFAULT,
                PartSpec.Purpose.MERGE);
        try (PartReadStream stream = PartReader.readAll(old, names, READ_BLOCK_ROWS); PartWriter writer = PartWriter.create(spec,
                GranuleListener.NONE, format(old.dataUncompressedBytes(), old.rows()))) {
            while (stream.hasNext()) {
                writer.write(LogLayoutUpgrade.upgrade(stored, columns, stream.next()), List.of());
            }
            DataPart part = writer.commit();
            TableStorage.removePart(old);
            LOG.info("Upgraded part {} of system.{} ({} rows) from an older column layout to {}", old.name(), name,
                    old.rows(), part.name());
            return part;
        }
    }

    /** Adds a chunk to memory, dropping the oldest rows beyond the capacity. Caller holds this. */
    private void keep(Chunk chunk) {
        stored.addLast(chunk);
        storedRows += chunk.rows();
        while (storedRows > capacityRows) {
            Chunk first = stored.removeFirst();
            long excess = storedRows - capacityRows;
            if (first.rows() > excess) {
                stored.addFirst(first.slice((int) excess, first.rows() - (int) excess));
                storedRows -= excess;
            } else {
                storedRows -= first.rows();
            }
        }
        if (stored.size() > MAX_STORED_CHUNKS) {
            Chunk all = Columns.concatChunks(new ArrayList<>(stored));
            stored.clear();
            stored.add(all);
        }
    }

    private Chunk toChunk(List<Object[]> rows) {
        List<ColumnBuilder> builders = new ArrayList<>(columns.size());
        for (PartColumn c : columns) {
            builders.add(ColumnBuilder.create(c.type(), rows.size()));
        }
        for (Object[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                builders.get(i).appendValue(row[i]);
            }
        }
        return new Chunk(builders.stream().map(ColumnBuilder::build).toList(), rows.size());
    }
}
