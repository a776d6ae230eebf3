package io.mergelab.sampledata.remote;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.BlockScratch;
import io.mergelab.sampledata.export.ExportFormat;
import io.mergelab.sampledata.load.LoadProgress;
import io.mergelab.sampledata.load.LoadResult;
import io.mergelab.engine.type.DataType;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Fills a server table with a generator's rows: {@code threads} workers generate blocks and format them as TSV, and
 * the loading thread sends them in block order, one {@code INSERT ... FORMAT TSV} per block, so the server gets the
 * same blocks (and so the same parts) as the embedded engine's loader makes. {@link #cancel} stops it between blocks:
 * the table keeps whole blocks only.
 */
public final class RemoteTableLoader {
    private static final ExportFormat TSV = ExportFormat.named("TabSeparated");

    private final RemoteServer server;
    private volatile boolean cancelled;

    public RemoteTableLoader(RemoteServer server) {
        this.server = server;
    }

    /** Stops the load from another thread after the block being sent. */
    public void cancel() {
        cancelled = true;
    }

    public LoadResult load(String table, List<String> names, List<DataType> types, BlockGenerator generator,
                           int threads, LoadProgress progress) {
        long start = System.nanoTime();
        int workers = Math.max(1, threads);
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "remote-load-" + table);
            t.setDaemon(true);
            return t;
        });
        long rows = 0;
        int blocks = 0;
        // a block is formatted in the task that made it and then dropped: each pool thread refills the same arrays
        ThreadLocal<BlockScratch> scratch = ThreadLocal.withInitial(BlockScratch::reused);
        try {
            ArrayDeque<Future<byte[]>> window = new ArrayDeque<>();
            int next = 0;
            int count = generator.blockCount();
            while (blocks < count && !cancelled) {
                while (next < count && window.size() < 2 * workers) {
                    int block = next++;
                    window.add(pool.submit(() -> TSV.block(generator.block(block, scratch.get()), false, names,
                            types)));
                }
                server.insertTsv(table, names, await(window.poll()));
                rows = generator.firstRow(blocks) + generator.blockRows(blocks);
                blocks++;
                progress.advanced(rows, generator.rows());
            }
        } finally {
            pool.shutdownNow();
        }
        return new LoadResult(rows, blocks, System.nanoTime() - start, cancelled);
    }

    private static byte[] await(Future<byte[]> future) {
        try {
            return future.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Generating a block failed: " + e.getCause(), e.getCause());
        } catch (InterruptedException | CancellationException e) {
            Thread.currentThread().interrupt();
            throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Load was interrupted");
        }
    }
}
