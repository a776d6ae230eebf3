package io.mergelab.engine.storage.codec;

import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One immutable part file mapped into memory, read-only, for the verified blocks of its readers (see
 * {@link CompressedStreamReader}). First for the few bytes a sparse reader wants of raw blocks: a string equality
 * over random strings reads 6 bytes in each 64 KiB granule, and a {@code pread} of the page holding them cost about
 * 2.5 us here (a system call with page-table isolation, on a VM), a third of the query, where a read of mapped memory
 * costs 0.05 us. Then for whole compressed blocks, decompressed straight from the mapping: a scan's {@code pread}s
 * copy every compressed byte into the read window first (ClickBench Q3: 12.5 MB a query). The mapping lives as long as
 * the part handle: mapping the file again per query would fault every page in again, at about 15 us a page on this
 * VM, dearer than the reads. ClickHouse maps files too ({@code min_bytes_to_use_mmap_io}, its mapped-file cache).
 *
 * <p>Readers lease the mapping for their lifetime; {@link #close} (the part's files are about to be deleted) unmaps it
 * once the last lease is returned, so a deleted part's disk space is not held until a GC finds the handle unreachable
 * (the buffer's own cleaner unmaps it then otherwise, e.g. after a DROP TABLE). Not mapped: files of 2 GiB or more
 * (one buffer cannot address them) and on Windows, where a mapped file cannot be deleted; readers read those as before.
 */
public final class FileMapping {
    private static final Logger LOG = LoggerFactory.getLogger(FileMapping.class);
    private static final boolean MAPS = !System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
    /** A file that is never mapped (files of callers that keep no part handle). */
    static final FileMapping NONE = new FileMapping(null, 0);

    private final Path file;
    private final long size;
    private MappedByteBuffer buffer;
    private int leases;
    private boolean closed;
    /** Whether mapping was tried (and failed, or the file cannot be mapped): not tried again. */
    private boolean tried;

    /** {@code file} of {@code size} bytes, mapped at its first lease. */
    public FileMapping(Path file, long size) {
        this.file = file;
        this.size = size;
    }

    /**
     * The file's bytes (read them by absolute index; never change the buffer's position), or {@code null} when it is
     * not mapped; a non-null lease must be given back by {@link #release}.
     */
    synchronized ByteBuffer lease() {
        if (closed || file == null || !MAPS) {
            return null;
        }
        if (buffer == null && !tried) {
            tried = true;
            if (size > 0 && size < Integer.MAX_VALUE) {
                try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                    // block headers are little-endian; the order is set before any reader shares the buffer
                    buffer = channel.map(FileChannel.MapMode.READ_ONLY, 0, size);
                    buffer.order(ByteOrder.LITTLE_ENDIAN);
                } catch (IOException | UnsupportedOperationException e) {
                    LOG.debug("Cannot map {}: {}", file, e.toString());
                }
            }
        }
        if (buffer == null) {
            return null;
        }
        leases++;
        return buffer;
    }

    /** Gives a lease back. */
    synchronized void release() {
        leases--;
        if (closed && leases == 0) {
            unmap();
        }
    }

    /** The file is about to be deleted: no more leases; unmapped now, or when the last lease is given back. */
    public synchronized void close() {
        closed = true;
        if (leases == 0) {
            unmap();
        }
    }

    /** Whether the file is mapped now (tests). */
    public synchronized boolean isMapped() {
        return buffer != null;
    }

    private void unmap() {
        if (buffer == null) {
            return;
        }
        MappedByteBuffer b = buffer;
        buffer = null;
        Unmapper.unmap(b);
    }

    /** Unmaps a buffer at once through the JDK's supported-but-internal hook (jdk.unsupported, in the runtime image). */
    private static final class Unmapper {
        private static final sun.misc.Unsafe UNSAFE = unsafe();

        private static sun.misc.Unsafe unsafe() {
            try {
                Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
                f.setAccessible(true);
                return (sun.misc.Unsafe) f.get(null);
            } catch (ReflectiveOperationException | RuntimeException e) {
                LOG.debug("No explicit unmapping: {}", e.toString());
                return null;
            }
        }

        static void unmap(MappedByteBuffer b) {
            if (UNSAFE != null) {
                UNSAFE.invokeCleaner(b);
            }
            // otherwise the buffer's cleaner unmaps it once it is unreachable
        }
    }
}
