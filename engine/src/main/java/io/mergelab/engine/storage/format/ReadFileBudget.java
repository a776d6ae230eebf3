package io.mergelab.engine.storage.format;

import com.sun.management.UnixOperatingSystemMXBean;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A bound on the file descriptors that part readers keep open. A query with FINAL or a merge of many parts reads
 * every part at once, and with parts piling up faster than merges remove them that can be thousands of files per
 * statement: past the process's descriptor limit every insert, merge and query fails with "Too many open files".
 * Readers therefore hold a {@link ReadFile} whose channel this budget may close while it is idle (least recently used
 * first) and which reopens it at its next read; the directory of a part being read stays until its readers finish
 * (see the table's part retirement), so a reopen finds the same file.
 */
public final class ReadFileBudget {
    /** The process's budget: a quarter of its descriptor limit (sockets, writes and jars need the rest), at most 4,096. */
    public static final ReadFileBudget SHARED = new ReadFileBudget(defaultLimit());

    private final int limit;
    /**
     * Open channels not in a read right now, least recently used first: a list linked through the files themselves,
     * so taking a file out for a read and putting it back (once per block read) costs no hashing and no allocation.
     */
    private ReadFile oldestIdle;
    private ReadFile newestIdle;
    private int open;
    private long reopens;

    public ReadFileBudget(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit " + limit);
        }
        this.limit = limit;
    }

    private static int defaultLimit() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        long max = os instanceof UnixOperatingSystemMXBean unix ? unix.getMaxFileDescriptorCount() : 4096;
        return (int) Math.max(32, Math.min(4096, max / 4));
    }

    /** Opens {@code file} for reading now, so a missing file fails here and not at the first read. */
    public ReadFile open(Path file) {
        ReadFile f = new ReadFile(file);
        FileChannel channel = f.openChannel();
        synchronized (this) {
            makeRoom();
            f.channel = channel;
            open++;
            appendIdle(f);
        }
        return f;
    }

    /**
     * {@code file} for reading, its channel opened at its first read: for a file whose caller has it mapped already
     * (it exists, and most reads may never need the channel), so a reader pays no open and close per query.
     */
    public ReadFile openAtFirstRead(Path file) {
        ReadFile f = new ReadFile(file);
        f.unopened = true;
        return f;
    }

    /** Channels open now, idle or in a read. */
    public synchronized int openCount() {
        return open;
    }

    /** Times a reader found its channel closed by the budget and opened it again. */
    public synchronized long reopenCount() {
        return reopens;
    }

    /** Closes idle channels until one more fits; when every open channel is in a read, the budget is exceeded briefly. */
    private void makeRoom() {
        while (open >= limit && oldestIdle != null) {
            ReadFile victim = oldestIdle;
            unlinkIdle(victim);
            victim.closeChannel();
            open--;
        }
    }

    private void appendIdle(ReadFile f) {
        f.idle = true;
        f.older = newestIdle;
        f.newer = null;
        if (newestIdle == null) {
            oldestIdle = f;
        } else {
            newestIdle.newer = f;
        }
        newestIdle = f;
    }

    private void unlinkIdle(ReadFile f) {
        if (!f.idle) {
            return;
        }
        if (f.older == null) {
            oldestIdle = f.newer;
        } else {
            f.older.newer = f.newer;
        }
        if (f.newer == null) {
            newestIdle = f.older;
        } else {
            f.newer.older = f.older;
        }
        f.older = null;
        f.newer = null;
        f.idle = false;
    }

    /** One file read through the budget; used by one thread at a time, like the stream reader that holds it. */
    public final class ReadFile implements AutoCloseable {
        private final Path path;
        private FileChannel channel;
        private boolean closed;
        /** Whether the channel was never opened yet ({@link #openAtFirstRead}): its first open is no reopen. */
        private boolean unopened;
        /** In the budget's idle list, between {@code older} and {@code newer}; guarded by the budget. */
        private boolean idle;
        private ReadFile older;
        private ReadFile newer;

        private ReadFile(Path path) {
            this.path = path;
        }

        /** Reads into {@code target} from {@code position} until it is full or the file ends. */
        public void readFully(ByteBuffer target, long position) throws IOException {
            FileChannel c = acquire();
            try {
                while (target.hasRemaining()) {
                    if (c.read(target, position + target.position()) < 0) {
                        break;
                    }
                }
            } finally {
                release();
            }
        }

        private FileChannel acquire() {
            synchronized (ReadFileBudget.this) {
                if (closed) {
                    throw new IllegalStateException(path + " is closed");
                }
                if (channel != null) {
                    unlinkIdle(this);
                    return channel;
                }
            }
            FileChannel reopened = openChannel();
            synchronized (ReadFileBudget.this) {
                makeRoom();
                channel = reopened;
                open++;
                if (!unopened) {
                    reopens++;
                }
                unopened = false;
                return reopened;
            }
        }

        private void release() {
            synchronized (ReadFileBudget.this) {
                if (!closed) {
                    appendIdle(this);
                }
            }
        }

        private FileChannel openChannel() {
            try {
                return FileChannel.open(path, StandardOpenOption.READ);
            } catch (IOException e) {
                throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot open file " + path + ": " + e, e);
            }
        }

        private void closeChannel() {
            try {
                channel.close();
            } catch (IOException ignored) {
                // read-only channel: nothing to lose
            }
            channel = null;
        }

        @Override
        public void close() {
            synchronized (ReadFileBudget.this) {
                if (closed) {
                    return;
                }
                closed = true;
                unlinkIdle(this);
                if (channel != null) {
                    closeChannel();
                    open--;
                }
            }
        }
    }
}
