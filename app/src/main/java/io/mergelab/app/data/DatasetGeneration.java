package io.mergelab.app.data;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.export.ExportFormat;
import io.mergelab.sampledata.export.FileExporter;
import io.mergelab.sampledata.fingerprint.Fingerprint;
import io.mergelab.sampledata.fingerprint.FingerprintJson;
import io.mergelab.sampledata.fingerprint.TableFingerprinter;
import io.mergelab.sampledata.load.LoadProgress;
import io.mergelab.sampledata.load.LoadResult;
import io.mergelab.sampledata.load.TableLoader;
import io.mergelab.sampledata.remote.RemoteTableLoader;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One run of a dataset generator, as {@code mergelab generate} and the app's Generate screen do it: into a table of
 * the embedded engine or of a ClickHouse server (created with the dataset's layout when missing, then recorded in
 * {@code mergelab.datasets}) or into a file. {@link #cancel()} stops it from another thread: a table keeps whole blocks, a file is not written.
 */
public final class DatasetGeneration {
    private volatile Runnable canceller = () -> { };
    private volatile boolean cancelled;

    /**
     * Fills {@code qualifiedTable} with {@code knobs}' rows; when {@code fingerprint}, also samples the table's
     * fingerprint. A completed load is said to {@code notices} with its speed, then recorded (its digest said too); a
     * cancelled one is not recorded.
     */
    public GeneratedTable intoTable(EmbeddedTarget target, Dataset dataset, Knobs knobs, String qualifiedTable,
                                    int threads, boolean fingerprint, LoadProgress progress,
                                    Consumer<String> notices) {
        TargetTable.prepare(target, qualifiedTable, dataset);
        // The generator's column blocks go straight into the engine (Session.insert), not through SQL text.
        TableLoader loader = new TableLoader(target.engine());
        LoadResult result = start(loader::cancel) ? loader.load(qualifiedTable, dataset.columnNames(),
                dataset.generator(knobs), threads, Map.of(), progress) : new LoadResult(0, 0, 0, true);
        if (result.cancelled()) {
            return new GeneratedTable(qualifiedTable, result, Optional.empty(), Optional.empty());
        }
        notices.accept(String.format(Locale.ROOT, "Loaded %d rows into %s in %s", result.rows(), qualifiedTable,
                speed(result)));
        Optional<Fingerprint> sample = fingerprint
                ? Optional.of(TableFingerprinter.of(target.engine().newSession(), qualifiedTable)) : Optional.empty();
        return new GeneratedTable(qualifiedTable, result, Optional.of(GeneratedTables.record(target, qualifiedTable,
                dataset.name(), GeneratedTables.parameters(knobs), sample.map(FingerprintJson::write), notices)),
                sample);
    }

    /**
     * Streams {@code knobs}' rows into {@code qualifiedTable} on the ClickHouse server {@code server}, one
     * {@code INSERT ... FORMAT TabSeparated} per generated block; a missing table gets the dataset's layout in a form
     * the server accepts ({@link ServerLayout}). A completed load is said to {@code notices} and recorded in the
     * server's {@code mergelab.datasets}; a cancelled one keeps the whole blocks sent and is not recorded.
     */
    public GeneratedTable intoServerTable(QueryTarget server, Dataset dataset, Knobs knobs, String qualifiedTable,
                                          int threads, LoadProgress progress, Consumer<String> notices) {
        TargetServer remote = new TargetServer(server);
        TargetTable.prepare(server, qualifiedTable, dataset,
                create -> ServerLayout.create(remote, qualifiedTable, dataset, create, notices));
        RemoteTableLoader loader = new RemoteTableLoader(remote);
        LoadResult result = start(loader::cancel) ? loader.load(qualifiedTable, dataset.columnNames(),
                dataset.columnTypes(), dataset.generator(knobs), threads, progress) : new LoadResult(0, 0, 0, true);
        if (result.cancelled()) {
            return new GeneratedTable(qualifiedTable, result, Optional.empty(), Optional.empty());
        }
        notices.accept(String.format(Locale.ROOT, "Loaded %d rows into %s on %s in %s", result.rows(), qualifiedTable,
                remote.description(), speed(result)));
        return new GeneratedTable(qualifiedTable, result, Optional.of(GeneratedTables.record(server, qualifiedTable,
                dataset.name(), GeneratedTables.parameters(knobs), Optional.empty(), notices)), Optional.empty());
    }

    /** Writes {@code knobs}' rows to {@code file} in {@code format}; the file appears only when complete. */
    public LoadResult intoFile(Dataset dataset, Knobs knobs, Path file, ExportFormat format, int threads,
                               LoadProgress progress) {
        FileExporter exporter = new FileExporter();
        return start(exporter::cancel) ? exporter.export(dataset.generator(knobs), dataset.columnNames(),
                dataset.columnTypes(), file, format, threads, progress) : new LoadResult(0, 0, 0, true);
    }

    /** {@code 1.25 s (800K rows/s)}. */
    public static String speed(LoadResult result) {
        return String.format(Locale.ROOT, "%.2f s (%s rows/s)", result.elapsedNanos() / 1e9,
                RowCount.compact(result.rowsPerSecond()));
    }

    /** Stops the generation in progress, or the one about to start. */
    public void cancel() {
        cancelled = true;
        canceller.run();
    }

    /** Registers how to stop the work now starting; false when it was cancelled before it started. */
    private boolean start(Runnable stop) {
        canceller = stop;
        return !cancelled;
    }
}
