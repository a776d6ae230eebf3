package io.mergelab.engine.storage;

import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.storage.format.Checksums;
import io.mergelab.engine.storage.format.FileChecksum;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.format.Marks;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

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

    private final long maxBytes;
    private final LinkedHashMap<Key, Marks> entries = new LinkedHashMap<>(64, 0.75f, true);
    private long bytes;

    public MarkCache(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    public static MarkCache shared() {
        return SHARED;
    }

    /** The marks of substream {@code stream} (a file stem) of {@code part}, loading and verifying them if needed. */
    public Marks get(DataPart part, String stream) {
        return get(part, stream, part.marks());
    }

    /**
     * The marks of a stream that has its own number of marks ({@code expectedMarks}, final mark included), such as a
     * skip index with GRANULARITY above 1.
     */
    public Marks get(DataPart part, String stream, int expectedMarks) {
        Key key = new Key(part.id(), stream);
        synchronized (this) {
            Marks cached = entries.get(key);
            if (cached != null) {
                return cached;
            }
        }
        Marks marks = load(part.path(), part.name(), part.checksums(), stream, expectedMarks);
        synchronized (this) {
            if (entries.put(key, marks) == null) {
                bytes += marks.memoryBytes();
            }
            Iterator<Map.Entry<Key, Marks>> it = entries.entrySet().iterator();
            while (bytes > maxBytes && it.hasNext()) {
                Map.Entry<Key, Marks> eldest = it.next();
                if (eldest.getKey().equals(key)) {
                    continue;
                }
                bytes -= eldest.getValue().memoryBytes();
                it.remove();
            }
        }
        return marks;
    }

    public synchronized void clear() {
        entries.clear();
        bytes = 0;
    }

    public synchronized long bytes() {
        return bytes;
    }

    public synchronized int size() {
        return entries.size();
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
