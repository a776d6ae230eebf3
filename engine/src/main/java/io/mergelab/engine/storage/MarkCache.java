package io.mergelab.engine.storage;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.memory.LruByBytes;
import io.mergelab.engine.storage.format.Checksums;
import io.mergelab.engine.storage.format.FileChecksum;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.format.CompactMarks;
import io.mergelab.engine.storage.format.Marks;
import java.nio.file.Path;

/**
 * Marks of substreams loaded from disk, least recently used evicted past a byte budget. A marks file is
 * checked against its hash in {@code checksums.txt} when it is loaded. One shared instance serves the
 * process; {@link #clear()} is {@code SYSTEM DROP MARK CACHE}.
 */
public final class MarkCache {
    public static final long DEFAULT_MAX_BYTES = 256L * 1024 * 1024;
    private static final MarkCache SHARED = new MarkCache(DEFAULT_MAX_BYTES);

    private record Key(long partId, String stream) {
    }

    private final LruByBytes<Key, Marks> entries;
    /** Compact parts' {@code data.mrk3}, every column's marks in one entry. */
    private final LruByBytes<Long, CompactMarks> compactEntries;

    public MarkCache(long maxBytes) {
        this.entries = new LruByBytes<>(maxBytes, Marks::memoryBytes);
        this.compactEntries = new LruByBytes<>(maxBytes, CompactMarks::memoryBytes);
    }

    public static MarkCache shared() {
        return SHARED;
    }

    /** Marks found in the cache ({@code hit}) or loaded from disk. */
    public record Lookup(Marks marks, boolean hit) {
    }

    /** The marks of substream {@code stream} (a file stem) of {@code part}, loading and verifying them if needed. */
    public Marks get(DataPart part, String stream) {
        return lookup(part, stream, part.marks()).marks();
    }

    /** As {@link #get(DataPart, String)}, saying whether the cache had them (ProfileEvents MarkCacheHits / Misses). */
    public Lookup lookup(DataPart part, String stream) {
        return lookup(part, stream, part.marks());
    }

    /**
     * The marks of a stream that has its own number of marks ({@code expectedMarks}, final mark included), such as a
     * skip index with GRANULARITY above 1.
     */
    public Marks get(DataPart part, String stream, int expectedMarks) {
        return lookup(part, stream, expectedMarks).marks();
    }

    private Lookup lookup(DataPart part, String stream, int expectedMarks) {
        Key key = new Key(part.id(), stream);
        synchronized (this) {
            Marks cached = entries.get(key);
            if (cached != null) {
                return new Lookup(cached, true);
            }
        }
        Marks marks = load(part.path(), part.name(), part.checksums(), stream, expectedMarks);
        synchronized (this) {
            entries.put(key, marks);
        }
        return new Lookup(marks, false);
    }

    /** A Compact part's marks, found in the cache ({@code hit}) or loaded from disk. */
    public record CompactLookup(CompactMarks marks, boolean hit) {
    }

    /** The marks of Compact part {@code part} ({@code data.mrk3}), loading and verifying them if needed. */
    public CompactMarks compact(DataPart part) {
        return lookupCompact(part).marks();
    }

    public CompactLookup lookupCompact(DataPart part) {
        synchronized (this) {
            CompactMarks cached = compactEntries.get(part.id());
            if (cached != null) {
                return new CompactLookup(cached, true);
            }
        }
        CompactMarks marks = loadCompact(part.path(), part.name(), part.checksums(), part.columns().size(), part.marks());
        synchronized (this) {
            compactEntries.put(part.id(), marks);
        }
        return new CompactLookup(marks, false);
    }

    public synchronized void clear() {
        entries.clear();
        compactEntries.clear();
    }

    public synchronized long bytes() {
        return entries.bytes() + compactEntries.bytes();
    }

    public synchronized int size() {
        return entries.size() + compactEntries.size();
    }

    static CompactMarks loadCompact(Path partDir, String partName, Checksums checksums, int columns, int expectedMarks) {
        FileChecksum data = checksums.get(FileNames.COMPACT_DATA);
        if (data == null) {
            throw PartFiles.noFile(FileNames.COMPACT_DATA, partName);
        }
        byte[] content = PartFiles.readVerified(partDir, partName, checksums, FileNames.COMPACT_MARKS);
        CompactMarks marks = CompactMarks.parse(content, columns, data.size(), FileNames.COMPACT_MARKS + " of part " + partName);
        if (expectedMarks >= 0 && marks.count() != expectedMarks) {
            throw new MergeLabException(ErrorCode.INCORRECT_MARK, "Part " + partName + " has " + expectedMarks
                    + " marks but " + FileNames.COMPACT_MARKS + " holds " + marks.count());
        }
        return marks;
    }

    static Marks load(DataPart part, String stream) {
        return load(part.path(), part.name(), part.checksums(), stream, part.marks());
    }

    static Marks load(Path partDir, String partName, Checksums checksums, String stream, int expectedMarks) {
        String file = stream + FileNames.MARKS_EXTENSION;
        String dataFile = stream + (stream.startsWith(FileNames.SKIP_INDEX_PREFIX) ? FileNames.SKIP_INDEX_EXTENSION
                : FileNames.DATA_EXTENSION);
        FileChecksum data = checksums.get(dataFile);
        if (data == null) {
            throw PartFiles.noFile(dataFile, partName);
        }
        byte[] content = PartFiles.readVerified(partDir, partName, checksums, file);
        Marks marks = Marks.parse(content, data.size(), file + " of part " + partName);
        if (marks.count() != expectedMarks) {
            throw new MergeLabException(ErrorCode.INCORRECT_MARK, "Part " + partName + " has " + expectedMarks
                    + " marks but " + file + " holds " + marks.count());
        }
        return marks;
    }
}
