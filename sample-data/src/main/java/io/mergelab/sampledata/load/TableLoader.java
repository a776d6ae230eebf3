package io.mergelab.sampledata.load;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.Chunk;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.BlockScratch;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Streams a generator's blocks into an engine table: each of {@code threads} workers generates a block and inserts it
 * as one INSERT from its own session; a worker fills its block piece by piece into the arrays of the piece before
 * (the engine writes each piece before it asks for the next and keeps none), so a load allocates little fresh heap
 * and no array bigger than a piece. Every block is
 * its own insert transaction: after {@link #cancel} (Ctrl-C) the table holds the blocks whose inserts finished, each
 * whole, and no part of the others. The same blocks reach the table whatever the thread count; with more than one
 * thread the order in which they are committed (the parts' block numbers) may differ between runs. One load per
 * loader.
 */
public final class TableLoader {
    private final Engine engine;
    private final Set<Session> sessions = ConcurrentHashMap.newKeySet();
    private final BlockWorkers workers = new BlockWorkers(() -> sessions.forEach(Session::cancel));

    public TableLoader(Engine engine) {
        this.engine = engine;
    }

    /**
     * Inserts every block into {@code qualifiedTable} ({@code db.t} or {@code t}), the block's columns named by
     * {@code columns}, with {@code settings} set in each worker's session. Returns after all blocks or after
     * {@link #cancel}; a failing insert stops the others and its error is thrown, naming the block and its rows.
     */
    public LoadResult load(String qualifiedTable, List<String> columns, BlockGenerator generator, int threads,
                           Map<String, String> settings, LoadProgress progress) {
        long start = System.nanoTime();
        AtomicLong rows = new AtomicLong();
        AtomicInteger blocks = new AtomicInteger();
        ThreadLocal<Session> session = ThreadLocal.withInitial(() -> {
            Session s = engine.newSession();
            settings.forEach(s::setSetting);
            sessions.add(s);
            return s;
        });
        ThreadLocal<BlockScratch> scratch = ThreadLocal.withInitial(BlockScratch::reused);
        workers.run(generator.blockCount(), threads, "load-" + qualifiedTable, block -> {
            long first = generator.firstRow(block);
            long blockRows = generator.blockRows(block);
            Iterator<Chunk> pieces = generator.pieces(block, scratch.get());
            if (workers.stopped()) {
                return;
            }
            try {
                session.get().insertBlock(qualifiedTable, columns, pieces);
            } catch (MergeLabException e) {
                throw e.withContext("while loading block " + block + " (rows " + first + " .. " + (first + blockRows - 1)
                        + ") into " + qualifiedTable);
            }
            blocks.incrementAndGet();
            progress.advanced(rows.addAndGet(blockRows), generator.rows());
        });
        return new LoadResult(rows.get(), blocks.get(), System.nanoTime() - start, workers.stopped());
    }

    /** Stops the load from another thread: inserts in flight are cancelled and leave nothing behind. */
    public void cancel() {
        workers.stop();
    }
}
