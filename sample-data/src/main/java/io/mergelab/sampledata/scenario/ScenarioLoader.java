package io.mergelab.sampledata.scenario;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.export.ExportFormat;
import io.mergelab.sampledata.export.FileExporter;
import io.mergelab.sampledata.load.LoadResult;
import io.mergelab.sampledata.load.TableLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Builds every variant of a scenario and fills each with the same rows. Tables are (re)created in the scenario's
 * database and filled block by block by a {@link TableLoader} from the same generator knobs, so every table gets the
 * same blocks; file variants are written by a {@link FileExporter}. Background merges of every table are stopped
 * before it is filled and stay stopped after the load (until {@code SYSTEM START MERGES} or the engine restarts), so
 * each variant is measured with the parts its load and its after-load statements made, not with whatever merges
 * happened to run meanwhile; they run only during the after-load statements (OPTIMIZE needs them), such as
 * {@code OPTIMIZE TABLE {table} FINAL}. {@link #cancel} (Ctrl-C) stops the load: the table being filled keeps whole
 * blocks only, a file being written is not created, and the variants after it are not built. One load per loader.
 */
public final class ScenarioLoader {
    private final Engine engine;
    private final Function<String, Dataset> datasets;
    private final AtomicReference<Runnable> cancelCurrent = new AtomicReference<>(() -> { });
    private volatile boolean cancelled;

    public ScenarioLoader(Engine engine) {
        this(engine, Datasets::named);
    }

    /** A loader resolving dataset names with {@code datasets}. */
    ScenarioLoader(Engine engine, Function<String, Dataset> datasets) {
        this.engine = engine;
        this.datasets = datasets;
    }

    /** Loads every variant in order; returns after the last, or after {@link #cancel} with the variants done so far. */
    public ScenarioLoadResult load(Scenario scenario, ScenarioLoadOptions options, ScenarioProgress progress) {
        Dataset dataset = datasets.apply(scenario.dataset().name());
        DatasetSpec spec = options.rows().isPresent()
                ? scenario.dataset().withRows(options.rows().getAsLong()) : scenario.dataset();
        Knobs knobs = dataset.knobs(spec.rows(), spec.seed(), spec.knobs());
        ScenarioTargets targets = ScenarioTargets.of(scenario, dataset, engine, options.database());
        Session session = engine.newSession();
        session.execute("CREATE DATABASE IF NOT EXISTS " + targets.database()).close();
        List<VariantLoadResult> results = new ArrayList<>();
        List<Variant> variants = scenario.variants();
        for (int i = 0; i < variants.size() && !cancelled; i++) {
            Variant variant = variants.get(i);
            progress.variantStarted(variant, i, variants.size());
            long start = System.nanoTime();
            BlockGenerator generator = dataset.generator(knobs);
            LoadResult loaded = variant.isFile()
                    ? export(variant, dataset, generator, targets, options.threads(), progress)
                    : fill(variant, dataset, generator, targets, session, options.threads(), progress);
            // a cancel during the after-load statements leaves the rows complete but the variant unfinished
            boolean variantCancelled = loaded.cancelled() || cancelled;
            VariantLoadResult result = new VariantLoadResult(variant.name(), targets.source(variant), loaded.rows(),
                    System.nanoTime() - start, variantCancelled);
            results.add(result);
            progress.variantFinished(result);
        }
        return new ScenarioLoadResult(scenario.name(), targets.database(), spec.rows(), results, cancelled);
    }

    /** Stops the load from another thread (see the class comment for what it leaves behind). */
    public void cancel() {
        cancelled = true;
        cancelCurrent.get().run();
    }

    private LoadResult fill(Variant variant, Dataset dataset, BlockGenerator generator, ScenarioTargets targets,
                            Session session, int threads, ScenarioProgress progress) {
        String table = targets.table(variant);
        session.execute("DROP TABLE IF EXISTS " + table).close();
        session.execute(variant.table().createStatement(table, dataset)).close();
        session.execute("SYSTEM STOP MERGES " + table).close();
        TableLoader loader = new TableLoader(engine);
        LoadResult loaded = whileCancellable(loader::cancel, () -> loader.load(table, dataset.columnNames(), generator,
                threads, Map.of(), (done, total) -> progress.rowsLoaded(variant, done, total)));
        if (variant.afterLoad().isEmpty() || loaded.cancelled() || cancelled) {
            return loaded;
        }
        // OPTIMIZE fails while merges are stopped by command: they run for the statements only
        session.execute("SYSTEM START MERGES " + table).close();
        try {
            for (String statement : variant.afterLoad()) {
                if (cancelled) {
                    return loaded;
                }
                String sql = statement.replace(ScenarioQuery.TABLE_PLACEHOLDER, table);
                progress.afterLoadStarted(variant, sql);
                whileCancellable(session::cancel, () -> {
                    session.execute(sql).close();
                    return null;
                });
            }
        } catch (MergeLabException e) {
            if (cancelled && e.code() == ErrorCode.QUERY_WAS_CANCELLED) {
                return loaded;
            }
            throw e;
        } finally {
            session.execute("SYSTEM STOP MERGES " + table).close();
        }
        return loaded;
    }

    private LoadResult export(Variant variant, Dataset dataset, BlockGenerator generator, ScenarioTargets targets,
                              int threads, ScenarioProgress progress) {
        try {
            Files.createDirectories(targets.filesDirectory());
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot create directory " + targets.filesDirectory()
                    + ": " + e, e);
        }
        FileExporter exporter = new FileExporter();
        return whileCancellable(exporter::cancel, () -> exporter.export(generator, dataset.columnNames(),
                dataset.columnTypes(), targets.file(variant), ExportFormat.named(variant.file().format()), threads,
                (done, total) -> progress.rowsLoaded(variant, done, total)));
    }

    /**
     * Runs {@code work} with {@code cancel} as what {@link #cancel} calls. A cancel that came just before is passed
     * on at once (a cancelled TableLoader or FileExporter does nothing; a session cancelled before its statement
     * starts still runs it, so after-load statements also check the flag first).
     */
    private <T> T whileCancellable(Runnable cancel, Supplier<T> work) {
        cancelCurrent.set(cancel);
        try {
            if (cancelled) {
                cancel.run();
            }
            return work.get();
        } finally {
            cancelCurrent.set(() -> { });
        }
    }
}
