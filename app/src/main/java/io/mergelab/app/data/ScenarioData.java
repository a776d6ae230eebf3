package io.mergelab.app.data;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.dataset.TableDigest;
import io.mergelab.profiler.experiment.ExperimentCancelledException;
import io.mergelab.profiler.experiment.ExperimentData;
import io.mergelab.profiler.experiment.ExperimentProgress;
import io.mergelab.profiler.experiment.LayoutStorage;
import io.mergelab.profiler.experiment.PreparedLayout;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.ScenarioLoadOptions;
import io.mergelab.sampledata.scenario.ScenarioLoadResult;
import io.mergelab.sampledata.scenario.ScenarioLoader;
import io.mergelab.sampledata.scenario.ScenarioProgress;
import io.mergelab.sampledata.scenario.Variant;
import io.mergelab.sampledata.scenario.VariantLoadResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A scenario's layouts for an experiment: loaded by the sample-data {@link ScenarioLoader} in the embedded engine
 * (identical generator blocks in every variant), each table recorded as generated (as {@code scenario load} does), and
 * checked by the dataset's own columns (columns a layout derives, such as a MATERIALIZED one, are left out).
 */
public final class ScenarioData implements ExperimentData {
    private final EmbeddedTarget target;
    private final Scenario scenario;
    private final ScenarioLoadOptions options;
    private final ScenarioProgress loadProgress;
    private final Consumer<String> notices;
    private final ScenarioLoader loader;

    /** {@code notices} hears what was recorded about each loaded table (one line each). */
    public ScenarioData(EmbeddedTarget target, Scenario scenario, ScenarioLoadOptions options,
                        ScenarioProgress loadProgress, Consumer<String> notices) {
        this.target = target;
        this.scenario = scenario;
        this.options = options;
        this.loadProgress = loadProgress;
        this.notices = notices;
        this.loader = new ScenarioLoader(target.engine());
    }

    @Override
    public List<PreparedLayout> prepare(ExperimentProgress progress) {
        ScenarioLoadResult result = loader.load(scenario, options, new ScenarioProgress() {
            @Override
            public void variantStarted(Variant variant, int index, int count) {
                loadProgress.variantStarted(variant, index, count);
                progress.layoutStarted(variant.name(), index, count);
            }

            @Override
            public void rowsLoaded(Variant variant, long rowsDone, long rowsTotal) {
                loadProgress.rowsLoaded(variant, rowsDone, rowsTotal);
                progress.rowsLoaded(variant.name(), rowsDone, rowsTotal);
            }

            @Override
            public void afterLoadStarted(Variant variant, String statement) {
                loadProgress.afterLoadStarted(variant, statement);
            }

            @Override
            public void variantFinished(VariantLoadResult variant) {
                loadProgress.variantFinished(variant);
            }
        });
        if (result.cancelled()) {
            throw new ExperimentCancelledException("while loading scenario " + scenario.name());
        }
        Dataset dataset = Datasets.named(scenario.dataset().name());
        List<String> columns = dataset.columnNames().stream().map(SqlLiterals::identifier).toList();
        GeneratedTables.recordScenario(target, scenario, options, result, notices);
        List<PreparedLayout> layouts = new ArrayList<>();
        for (VariantLoadResult loaded : result.variants()) {
            Variant variant = scenario.variant(loaded.variant());
            boolean collapses = !variant.isFile()
                    && TableDigest.collapsesRows(variant.table().engine().replaceAll("\\(.*", "").strip());
            layouts.add(new PreparedLayout(variant.name(), loaded.source(), columns, collapses,
                    storage(variant, loaded, result.database())));
        }
        return layouts;
    }

    @Override
    public void cancel() {
        loader.cancel();
    }

    private LayoutStorage storage(Variant variant, VariantLoadResult loaded, String database) {
        if (!variant.isFile()) {
            return LayoutStorage.of(target, database, variant.name());
        }
        // where ScenarioLoader writes a file variant (docs/scenarios.md, "Where the data goes")
        Path file = target.engine().userFilesPath().resolve(database)
                .resolve(variant.name() + "." + variant.file().extension());
        try {
            return new LayoutStorage(0, Files.size(file), loaded.rows());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the size of scenario file " + file, e);
        }
    }
}
