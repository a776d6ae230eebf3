package io.mergelab.sampledata.export;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.BlockScratch;
import io.mergelab.sampledata.load.LoadProgress;
import io.mergelab.sampledata.load.LoadResult;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Writes a generator's rows to a file: blocks are generated and formatted by {@code threads} workers and written in
 * block order, so the file's bytes do not depend on the thread count. The file appears under its name only when
 * complete (written beside it as {@code .<name>.tmp}, then renamed); a failed or cancelled export leaves no file.
 */
public final class FileExporter {
    private volatile boolean cancelled;

    /** Stops the export from another thread; the target file is not created. */
    public void cancel() {
        cancelled = true;
    }

    public LoadResult export(BlockGenerator generator, List<String> names, List<DataType> types, Path file,
                             ExportFormat format, int threads, LoadProgress progress) {
        long start = System.nanoTime();
        Path target = file.toAbsolutePath().normalize();
        Path dir = target.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw cannotWrite(target, "directory " + dir + " does not exist");
        }
        if (Files.isDirectory(target)) {
            throw cannotWrite(target, "it is a directory");
        }
        Path tmp = dir.resolve("." + target.getFileName() + ".tmp");
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread t = new Thread(r, "export-" + target.getFileName());
            t.setDaemon(true);
            return t;
        });
        long rows = 0;
        int blocks = 0;
        // a block is formatted in the task that made it and then dropped: each pool thread refills the same arrays
        ThreadLocal<BlockScratch> scratch = ThreadLocal.withInitial(BlockScratch::reused);
        try (OutputStream out = Files.newOutputStream(tmp)) {
            ArrayDeque<Future<byte[]>> window = new ArrayDeque<>();
            int next = 0;
            int count = generator.blockCount();
            if (count == 0) {
                // no rows: the header alone, as ClickHouse writes it for an empty result
                out.write(format.block(emptyChunk(types), true, names, types));
            }
            while (blocks < count && !cancelled) {
                while (next < count && window.size() < 2 * Math.max(1, threads)) {
                    int block = next++;
                    window.add(pool.submit(() -> format.block(generator.block(block, scratch.get()), block == 0, names,
                            types)));
                }
                out.write(await(window.poll()));
                rows = generator.firstRow(blocks) + generator.blockRows(blocks);
                blocks++;
                progress.advanced(rows, generator.rows());
            }
        } catch (IOException e) {
            deleteQuietly(tmp);
            throw cannotWrite(target, e.toString());
        } catch (RuntimeException e) {
            deleteQuietly(tmp);
            throw e;
        } finally {
            pool.shutdownNow();
        }
        if (cancelled) {
            deleteQuietly(tmp);
            return new LoadResult(0, 0, System.nanoTime() - start, true);
        }
        move(tmp, target);
        return new LoadResult(rows, blocks, System.nanoTime() - start, false);
    }

    private static Chunk emptyChunk(List<DataType> types) {
        return new Chunk(types.stream().map(t -> ColumnBuilder.create(t).build()).toList(), 0);
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
            throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Export was interrupted");
        }
    }

    private static void move(Path tmp, Path target) {
        try {
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            deleteQuietly(tmp);
            throw cannotWrite(target, e.toString());
        }
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException ignored) {
            // Best effort: the temporary file is hidden and named after the target.
        }
    }

    private static MergeLabException cannotWrite(Path target, String why) {
        return new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot write file " + target + ": " + why);
    }
}
