package io.mergelab.sampledata.remote;

import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.load.LoadResult;
import io.mergelab.sampledata.scenario.DatasetSpec;
import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.ScenarioLoadOptions;
import io.mergelab.sampledata.scenario.ScenarioLoadResult;
import io.mergelab.sampledata.scenario.ScenarioProgress;
import io.mergelab.sampledata.scenario.ScenarioQuery;
import io.mergelab.sampledata.scenario.Variant;
import io.mergelab.sampledata.scenario.VariantLoadResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Builds a scenario's table variants on a server and fills each with the same rows as the embedded engine's
 * {@link io.mergelab.sampledata.scenario.ScenarioLoader} would: tables {@code <database>.<variant>} replaced, rows sent
 * as TSV in the generator's blocks, then the after-load statements. A variant the server cannot hold is skipped with
 * the reason, not the whole scenario: one with skip indexes on a server without them, one whose CREATE the server
 * rejects (e.g. {@code ReplacingMergeTree(version, is_deleted)} before 23.2), and file variants (read by the embedded
 * engine's {@code file()} from its own data directory). {@link #cancel} stops it between blocks.
 */
public final class RemoteScenarioLoader {
    private final RemoteServer server;
    private final Function<String, Dataset> datasets;
    private volatile boolean cancelled;
    private volatile RemoteTableLoader current;

    public RemoteScenarioLoader(RemoteServer server) {
        this.server = server;
        this.datasets = Datasets::named;
    }

    /** Stops the load from another thread: the table being filled keeps whole blocks; later variants are not built. */
    public void cancel() {
        cancelled = true;
        RemoteTableLoader loader = current;
        if (loader != null) {
            loader.cancel();
        }
    }

    public RemoteScenarioLoadResult load(Scenario scenario, ScenarioLoadOptions options, ScenarioProgress progress) {
        Dataset dataset = datasets.apply(scenario.dataset().name());
        DatasetSpec spec = options.rows().isPresent()
                ? scenario.dataset().withRows(options.rows().getAsLong()) : scenario.dataset();
        Knobs knobs = dataset.knobs(spec.rows(), spec.seed(), spec.knobs());
        String database = options.database() == null ? scenario.databaseName() : options.database();
        server.execute("CREATE DATABASE IF NOT EXISTS " + database);
        List<VariantLoadResult> results = new ArrayList<>();
        List<SkippedVariant> skipped = new ArrayList<>();
        List<Variant> variants = scenario.variants();
        for (int i = 0; i < variants.size() && !cancelled; i++) {
            Variant variant = variants.get(i);
            progress.variantStarted(variant, i, variants.size());
            String table = database + "." + variant.name();
            Optional<String> unfit = unfit(variant, dataset, table);
            if (unfit.isPresent()) {
                skipped.add(new SkippedVariant(variant.name(), unfit.get()));
                progress.variantSkipped(variant, unfit.get());
                continue;
            }
            long start = System.nanoTime();
            LoadResult loaded = fill(variant, dataset, dataset.generator(knobs), table, options.threads(), progress);
            VariantLoadResult result = new VariantLoadResult(variant.name(), table, loaded.rows(),
                    System.nanoTime() - start, loaded.cancelled() || cancelled);
            results.add(result);
            progress.variantFinished(result);
        }
        return new RemoteScenarioLoadResult(
                new ScenarioLoadResult(scenario.name(), database, spec.rows(), results, cancelled), skipped);
    }

    /** Why the server cannot hold {@code variant}, after trying to create its table; empty once the table exists. */
    private Optional<String> unfit(Variant variant, Dataset dataset, String table) {
        if (variant.isFile()) {
            return Optional.of("a file variant is read by the embedded engine's file() from its data directory");
        }
        if (!variant.table().indexes().isEmpty()) {
            Optional<String> lacking = server.lacksSkipIndexes();
            if (lacking.isPresent()) {
                return Optional.of("skip indexes: " + lacking.get());
            }
        }
        server.execute("DROP TABLE IF EXISTS " + table);
        try {
            server.execute(ServerDdl.portable(variant.table().createStatement(table, dataset)));
        } catch (RuntimeException e) {
            return Optional.of("the server refused its table: " + e.getMessage());
        }
        return Optional.empty();
    }

    private LoadResult fill(Variant variant, Dataset dataset, BlockGenerator generator, String table, int threads,
                            ScenarioProgress progress) {
        RemoteTableLoader loader = new RemoteTableLoader(server);
        current = loader;
        if (cancelled) {
            loader.cancel();
        }
        LoadResult loaded;
        try {
            loaded = loader.load(table, dataset.columnNames(), dataset.columnTypes(), generator, threads,
                    (done, total) -> progress.rowsLoaded(variant, done, total));
        } finally {
            current = null;
        }
        for (String statement : variant.afterLoad()) {
            if (loaded.cancelled() || cancelled) {
                break;
            }
            String sql = statement.replace(ScenarioQuery.TABLE_PLACEHOLDER, table);
            progress.afterLoadStarted(variant, sql);
            server.execute(sql);
        }
        return loaded;
    }
}
