package io.mergelab.sampledata.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ScenarioLoaderTest {
    private final Engine engine = Engine.inMemory();
    private final Scenario scenario = read("tiny.json");

    @AfterEach
    void close() {
        engine.close();
    }

    @Test
    void buildsEveryVariantInTheScenariosDatabaseWithTheSameRows() {
        ScenarioLoadResult result = new ScenarioLoader(engine, TinyDataset::named)
                .load(scenario, ScenarioLoadOptions.defaults().withThreads(2), ScenarioProgress.NONE);

        assertThat(result.database()).isEqualTo("scenario_tiny_layouts");
        assertThat(result.cancelled()).isFalse();
        assertThat(result.rows()).isEqualTo(20_000);
        assertThat(result.variants()).extracting(VariantLoadResult::variant).containsExactly("plain", "replacing", "retyped", "csv");
        assertThat(result.variants()).allSatisfy(v -> {
            assertThat(v.rows()).isEqualTo(20_000);
            assertThat(v.cancelled()).isFalse();
            assertThat(v.elapsedNanos()).isPositive();
        });
        assertThat(result.variants().get(0).source()).isEqualTo("scenario_tiny_layouts.plain");
        Path csv = engine.dataDir().resolve("user_files/scenario_tiny_layouts/csv.csv");
        assertThat(csv).isRegularFile();
        assertThat(result.variants().get(3).source()).isEqualTo("file('" + csv + "', 'CSVWithNames', "
                + "'id UInt64, key UInt32, version UInt64, name LowCardinality(String), created DateTime')");

        // identical data everywhere; the ReplacingMergeTree variant was merged by its OPTIMIZE FINAL, so it is
        // compared through FINAL with the others deduplicated the same way
        String columns = "id, key, version, name, created";
        List<Object> expected = row("SELECT count(), sum(cityHash64(" + columns + ")) FROM scenario_tiny_layouts.plain");
        assertThat(expected.get(0)).isEqualTo(20_000L);
        for (VariantLoadResult v : List.of(result.variants().get(2), result.variants().get(3))) {
            assertThat(row("SELECT count(), sum(cityHash64(" + columns + ")) FROM " + v.source())).as(v.variant()).isEqualTo(expected);
        }
        assertThat(row("SELECT count(), sum(cityHash64(" + columns + ")) FROM scenario_tiny_layouts.replacing FINAL"))
                .isEqualTo(row("SELECT count(), sum(h) FROM (SELECT cityHash64(id, argMax(key, version), max(version), "
                        + "argMax(name, version), argMax(created, version)) AS h FROM scenario_tiny_layouts.plain GROUP BY id)"));
        // the after-load OPTIMIZE FINAL left one part per partition; the derived column was computed on insert
        assertThat(row("SELECT count(), uniqExact(partition) FROM system.parts WHERE active AND database = "
                + "'scenario_tiny_layouts' AND table = 'replacing'")).containsExactly(2L, 2L);
        assertThat(row("SELECT sum(id_twice) = 2 * sum(id) FROM scenario_tiny_layouts.replacing")).containsExactly(1L);
    }

    @Test
    void everyQueryRunsOnEveryVariantItNamesUnderEverySettingsVariant() {
        ScenarioLoadResult result = new ScenarioLoader(engine, TinyDataset::named)
                .load(scenario, ScenarioLoadOptions.defaults().withRows(5_000), ScenarioProgress.NONE);

        List<String> ran = new ArrayList<>();
        for (VariantLoadResult loaded : result.variants()) {
            Variant variant = scenario.variant(loaded.variant());
            for (ScenarioQuery query : scenario.queriesFor(variant)) {
                List<List<Object>> first = null;
                for (SettingsVariant settings : scenario.settingsVariants()) {
                    List<List<Object>> rows = run(loaded.source(), query, settings);
                    assertThat(rows).as(variant.name() + " " + query.name()).isNotEmpty();
                    if (first != null) {
                        assertThat(rows).as("same answer under " + settings.name()).isEqualTo(first);
                    }
                    first = rows;
                    ran.add(variant.name() + "/" + query.name() + "/" + settings.name());
                }
            }
        }
        assertThat(ran).hasSize(2 * (4 * 2 + 1)).contains("replacing/derived/two_threads");
    }

    @Test
    void reportsProgressPerVariantAndRunsAfterLoadStatementsWithTheTableNamed() {
        List<String> events = Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean rowsSeen = new AtomicBoolean();
        ScenarioProgress progress = new ScenarioProgress() {
            @Override
            public void variantStarted(Variant variant, int index, int count) {
                events.add("start " + variant.name() + " " + index + "/" + count);
            }

            @Override
            public void rowsLoaded(Variant variant, long rowsDone, long rowsTotal) {
                rowsSeen.set(rowsTotal == 3_000 && rowsDone <= rowsTotal);
            }

            @Override
            public void afterLoadStarted(Variant variant, String statement) {
                events.add(statement);
            }

            @Override
            public void variantFinished(VariantLoadResult result) {
                events.add("done " + result.variant() + " " + result.rows());
            }
        };
        new ScenarioLoader(engine, TinyDataset::named).load(scenario,
                ScenarioLoadOptions.defaults().withRows(3_000).withDatabase("mine"), progress);

        assertThat(events).containsExactly("start plain 0/4", "done plain 3000", "start replacing 1/4",
                "OPTIMIZE TABLE mine.replacing FINAL", "done replacing 3000", "start retyped 2/4", "done retyped 3000",
                "start csv 3/4", "done csv 3000");
        assertThat(rowsSeen).isTrue();
        assertThat(engine.dataDir().resolve("user_files/mine/csv.csv")).isRegularFile();
    }

    @Test
    void loadingAgainReplacesTheTables() {
        ScenarioLoadOptions options = ScenarioLoadOptions.defaults().withRows(2_000);
        new ScenarioLoader(engine, TinyDataset::named).load(scenario, options, ScenarioProgress.NONE);
        new ScenarioLoader(engine, TinyDataset::named).load(scenario, options.withRows(1_000), ScenarioProgress.NONE);

        assertThat(row("SELECT count() FROM scenario_tiny_layouts.plain")).containsExactly(1_000L);
        assertThat(row("SELECT count() FROM " + ScenarioTargets.of(scenario, TinyDataset.INSTANCE, engine, null)
                .source(scenario.variant("csv")))).containsExactly(1_000L);
    }

    @Test
    void cancelDuringALoadLeavesWholeBlocksAndBuildsNoFurtherVariant() {
        ScenarioLoader loader = new ScenarioLoader(engine, TinyDataset::named);
        ScenarioProgress cancelMidway = new ScenarioProgress() {
            @Override
            public void rowsLoaded(Variant variant, long rowsDone, long rowsTotal) {
                if (variant.name().equals("retyped") && rowsDone >= 3_000) {
                    loader.cancel();
                }
            }
        };
        ScenarioLoadResult result = loader.load(scenario,
                ScenarioLoadOptions.defaults().withRows(10_000).withThreads(2), cancelMidway);

        assertThat(result.cancelled()).isTrue();
        assertThat(result.variants()).extracting(VariantLoadResult::variant).containsExactly("plain", "replacing", "retyped");
        assertThat(result.variants()).extracting(VariantLoadResult::cancelled).containsExactly(false, false, true);
        VariantLoadResult cut = result.variants().get(2);
        assertThat(cut.rows()).isBetween(3_000L, 9_000L);
        assertThat(cut.rows() % TinyDataset.BLOCK_ROWS).isZero();
        long blocks = cut.rows() / TinyDataset.BLOCK_ROWS;
        assertThat(row("SELECT count(), uniqExact(intDiv(version, 1000)), min(version % 1000), max(version % 1000) "
                + "FROM scenario_tiny_layouts.retyped"))
                .as("whole blocks of 1,000 rows: every block has versions 0..999").containsExactly(cut.rows(), blocks, 0L, 999L);
        assertThat(row("SELECT count() FROM system.tables WHERE database = 'scenario_tiny_layouts'")).containsExactly(3L);
        assertThat(engine.dataDir().resolve("user_files/scenario_tiny_layouts/csv.csv")).doesNotExist();
    }

    @Test
    void cancelDuringAfterLoadStatementsMarksTheVariantCancelled() {
        ScenarioLoader loader = new ScenarioLoader(engine, TinyDataset::named);
        ScenarioProgress cancelAtOptimize = new ScenarioProgress() {
            @Override
            public void afterLoadStarted(Variant variant, String statement) {
                loader.cancel();
            }
        };
        ScenarioLoadResult result = loader.load(scenario, ScenarioLoadOptions.defaults().withRows(2_000), cancelAtOptimize);

        assertThat(result.cancelled()).isTrue();
        assertThat(result.variants()).extracting(VariantLoadResult::variant).containsExactly("plain", "replacing");
        assertThat(result.variants().get(1).cancelled()).isTrue();
        assertThat(result.variants().get(1).rows()).isEqualTo(2_000);
    }

    @Test
    void mergesOfTheScenariosTablesStayStoppedAfterTheLoad() {
        new ScenarioLoader(engine, TinyDataset::named).load(scenario, ScenarioLoadOptions.defaults().withRows(2_000),
                ScenarioProgress.NONE);

        assertThatThrownBy(() -> engine.newSession().execute("OPTIMIZE TABLE scenario_tiny_layouts.plain FINAL").close())
                .isInstanceOf(MergeLabException.class).hasMessageContaining("Cancelled merging parts");
    }

    @Test
    void cancelDuringAFileExportLeavesNoFile() {
        ScenarioLoader loader = new ScenarioLoader(engine, TinyDataset::named);
        ScenarioProgress cancelInFile = new ScenarioProgress() {
            @Override
            public void rowsLoaded(Variant variant, long rowsDone, long rowsTotal) {
                if (variant.isFile() && rowsDone >= 1_000) {
                    loader.cancel();
                }
            }
        };
        ScenarioLoadResult result = loader.load(scenario, ScenarioLoadOptions.defaults().withRows(4_000), cancelInFile);

        assertThat(result.cancelled()).isTrue();
        assertThat(result.variants().get(3).cancelled()).isTrue();
        try (var files = Files.list(engine.dataDir().resolve("user_files/scenario_tiny_layouts"))) {
            assertThat(files.toList()).isEmpty();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void badOptionsAreRejected() {
        assertThatThrownBy(() -> ScenarioLoadOptions.defaults().withRows(-5)).isInstanceOf(MergeLabException.class)
                .hasMessage("Number of rows must not be negative, got -5");
        assertThatThrownBy(() -> ScenarioLoadOptions.defaults().withDatabase("my-db")).isInstanceOf(MergeLabException.class)
                .hasMessageContaining("Database name 'my-db' must be letters, digits and underscores")
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.BAD_ARGUMENTS));
        assertThatThrownBy(() -> ScenarioLoadOptions.defaults().withThreads(0)).isInstanceOf(MergeLabException.class)
                .hasMessageContaining("at least 1");
    }

    private List<List<Object>> run(String source, ScenarioQuery query, SettingsVariant settings) {
        Session session = engine.newSession();
        settings.settings().forEach(session::setSetting);
        query.parameters().forEach(session::setParameter);
        try (QueryResult r = session.execute(query.sqlFor(source))) {
            return r.rows();
        }
    }

    private List<Object> row(String sql) {
        try (QueryResult r = engine.newSession().execute(sql)) {
            List<List<Object>> rows = r.rows();
            assertThat(rows).as(sql).hasSize(1);
            return rows.get(0);
        }
    }

    private static Scenario read(String name) {
        try (InputStream in = ScenarioLoaderTest.class.getResourceAsStream(name)) {
            return new ScenarioReader(TinyDataset::named).read(name, in, false);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
