package io.mergelab.sampledata.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.dataset.events.EventTypes;
import io.mergelab.sampledata.dataset.events.EventsDataset;
import io.mergelab.sampledata.load.LoadProgress;
import io.mergelab.sampledata.load.TableLoader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The three built-in scenarios: valid files, and at 20,000 rows every variant holds the generator's rows and every
 * query runs on every variant it names under every settings variant.
 */
class BuiltInScenariosTest {
    private static final long ROWS = 20_000;
    /** Rows at which the largest clients' (type, day) span several granules per partition (story B's key steps). */
    private static final long DENSE_ROWS = 200_000;

    @Test
    void theThreeStoriesAreBuiltInAndValid() {
        List<Scenario> all = Scenarios.builtIn();

        assertThat(all).extracting(Scenario::name)
                .containsExactly("streaming-skip-indexes", "every-millisecond-counts", "single-source-resize");
        assertThat(all).allSatisfy(s -> {
            assertThat(s.description()).isNotBlank();
            assertThat(s.variants()).allSatisfy(v -> assertThat(v.description()).isNotBlank());
            assertThat(s.queries()).allSatisfy(q -> assertThat(q.description()).isNotBlank());
        });
        assertThat(Scenarios.named("single-source-resize").dataset().name()).isEqualTo("hits");
    }

    @Test
    void everyBuiltInFileValidatesAgainstTheSchemaAsWritten() throws IOException {
        for (String file : Scenarios.BUILT_IN_FILES) {
            try (InputStream in = Scenarios.class.getResourceAsStream("builtin/" + file)) {
                assertThat(in).as(file).isNotNull();
                ScenarioProblems problems = new ScenarioProblems(file);
                ObjectMapper mapper = ScenarioReader.isYaml(file) ? new ObjectMapper(new YAMLFactory()) : new ObjectMapper();
                ScenarioSchema.validate(mapper.readTree(in), problems);
                assertThat(problems.isEmpty()).as(file).isTrue();
            }
        }
    }

    @Test
    void scenariosWrittenAsJsonReadBackEqual() {
        for (Scenario s : Scenarios.builtIn()) {
            String json = Scenarios.toJson(s);
            Scenario back = new ScenarioReader().read(s.name() + ".json",
                    new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), false);
            assertThat(back).as(json).isEqualTo(s);
        }
    }

    @Test
    void unknownScenarioNamesListTheBuiltInOnes() {
        assertThatThrownBy(() -> Scenarios.named("every-second-counts")).isInstanceOf(MergeLabException.class)
                .hasMessage("Unknown scenario 'every-second-counts'; built-in scenarios: streaming-skip-indexes, "
                        + "every-millisecond-counts, single-source-resize (or give the path of a .json, .yaml or .yml "
                        + "scenario file)")
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.BAD_ARGUMENTS));
    }

    @Test
    void resolveTakesABuiltInNameOrAFilePath(@TempDir Path dir) throws IOException {
        Path copy = dir.resolve("mine.yaml");
        try (InputStream in = Scenarios.class.getResourceAsStream("builtin/single-source-resize.yaml")) {
            Files.copy(in, copy);
        }
        assertThat(Scenarios.resolve(copy.toString()).name()).isEqualTo("single-source-resize");
        assertThat(Scenarios.resolve("streaming-skip-indexes").dataset().name()).isEqualTo("needle");
    }

    @Test
    void streamingSkipIndexesLoadsAndRuns() {
        try (Engine engine = Engine.inMemory()) {
            Map<String, List<List<Object>>> results = loadAndRunAll(engine, Scenarios.named("streaming-skip-indexes"));

            assertThat(results).hasSize(2 * 1 * 2);
            assertThat(results.values()).allSatisfy(rows -> assertThat(rows).containsExactly(List.of("needle")));
        }
    }

    @Test
    void everyMillisecondCountsLoadsAndRuns() {
        try (Engine engine = Engine.inMemory()) {
            Scenario scenario = Scenarios.named("every-millisecond-counts");
            Map<String, QuerySummary> summaries = new LinkedHashMap<>();
            Map<String, List<List<Object>>> results = loadAndRunAll(engine, scenario, summaries);

            // metric_join on the three layouts before step 3, metric_rate on join_removed, metric_precomputed on the
            // three from step 5, metric_views (the metric through three nested parameterized views) on fewer_columns
            // and flat_text
            assertThat(results).hasSize(3 * 2 + 1 * 2 + 3 * 2 + 2 * 2);
            // the layouts differ, the answers do not: every variant and settings variant gives the same metric, with
            // the rate joined from the rates table, precomputed at ingest, or folded into amount_usd, through views or not
            List<List<Object>> metric = results.get("month_partitions/metric_join/final_default");
            assertThat(metric).hasSizeGreaterThan(1);
            // (totals are Float64 sums, equal up to summation order; precomputing the amount changes no total)
            results.forEach((run, rows) -> assertSameMetric(run, rows, metric));
            // step 4 (flat_text holds the fewer_columns table): one 8-byte amount column read instead of five amount
            // columns and the rate (40 bytes), the same rows
            QuerySummary rate = summaries.get("join_removed/metric_rate/final_per_partition");
            QuerySummary precomputed = summaries.get("flat_text/metric_precomputed/final_per_partition");
            assertThat(precomputed.readRows()).isEqualTo(rate.readRows());
            assertThat((double) precomputed.readBytes()).isLessThan(0.75 * rate.readBytes());
            // step 6: FINAL over the merged parts reads fewer rows (the duplicates and deletes are gone)
            assertThat(summaries.get("merges/metric_precomputed/final_per_partition").readRows())
                    .isLessThan(precomputed.readRows());
            // the merges variants were optimized after the load: one part per partition
            List<List<Object>> parts = rows(engine, "SELECT table, count() = uniqExact(partition) FROM system.parts "
                    + "WHERE active AND database = 'scenario_every_millisecond_counts' GROUP BY table ORDER BY table");
            assertThat(parts).contains(List.of("merges", 1L), List.of("period_ends_in_key", 1L), List.of("customer_partitions", 0L));
        }
    }

    /**
     * Steps 2 and 7 skip granules only where a (client, type, day) of the largest clients spans several granules of a
     * partition's part: at the scenario's knobs (two days, skew 2, index_granularity 16) that holds from about
     * 200,000 rows; the four layouts of those steps are loaded at that size and read the same metric.
     */
    @Test
    void everyMillisecondCountsKeyStepsSkipGranulesAtTheScenariosDensity() {
        Scenario full = Scenarios.named("every-millisecond-counts");
        List<String> layouts = List.of("customer_partitions", "event_type_first", "merges", "period_ends_in_key");
        Scenario steps = new Scenario(full.name(), full.description(), full.dataset().withRows(DENSE_ROWS),
                full.variants().stream().filter(v -> layouts.contains(v.name())).toList(), List.of(),
                full.settingsVariants(), full.repetitions(), full.warmups());
        try (Engine engine = Engine.inMemory()) {
            new ScenarioLoader(engine).load(steps, ScenarioLoadOptions.defaults().withThreads(2), ScenarioProgress.NONE);
            Map<String, QuerySummary> read = new LinkedHashMap<>();
            for (String layout : layouts) {
                read.put(layout, metricSummary(engine, steps.databaseName() + "." + layout));
            }

            // step 2: the event types no metric uses are skipped once event_type comes right after client_id
            assertThat(read.get("event_type_first").readRows()).isLessThan(read.get("customer_partitions").readRows());
            // step 7: granules of periods that ended are skipped before FINAL: well under half the rows of step 6
            assertThat((double) read.get("period_ends_in_key").readRows()).isLessThan(0.5 * read.get("merges").readRows());
        }
    }

    @Test
    void singleSourceResizeLoadsAndRunsAndResizesOnlyWhenAsked() throws IOException {
        try (Engine engine = Engine.inMemory()) {
            Map<String, List<List<Object>>> results = loadAndRunAll(engine, Scenarios.named("single-source-resize"));

            assertThat(results).hasSize(2 * 2);
            assertThat(results.get("hits_native/q28_referer_domains/resized"))
                    .isEqualTo(results.get("hits_native/q28_referer_domains/single_stream"));
            assertThat(pipeline(results.get("hits_native/q28_pipeline/resized"))).contains("Resize 1 → 2");
            assertThat(pipeline(results.get("hits_native/q28_pipeline/single_stream"))).doesNotContain("Resize 1 → 2")
                    .contains("File 0 → 1");
            // the columnar file, so the single source decodes Referer alone
            Path file = engine.dataDir().resolve("user_files/scenario_single_source_resize/hits_native.native");
            assertThat(file).isRegularFile();
            assertThat(new String(Files.readAllBytes(file), 0, 64, StandardCharsets.UTF_8)).contains("WatchID", "Int64");
        }
    }

    /**
     * Loads {@code scenario} at {@value #ROWS} rows (events in two insert batches, to keep the part count small),
     * checks every variant against a reference table filled from the same knobs by the dataset's own CREATE TABLE,
     * then runs every query on every variant it names under every settings variant once; returns the results by
     * {@code variant/query/settings}.
     */
    private static Map<String, List<List<Object>>> loadAndRunAll(Engine engine, Scenario builtIn) {
        return loadAndRunAll(engine, builtIn, new LinkedHashMap<>());
    }

    /** As above, and puts each run's summary (rows and bytes read) into {@code summaries} by the same names. */
    private static Map<String, List<List<Object>>> loadAndRunAll(Engine engine, Scenario builtIn,
                                                                 Map<String, QuerySummary> summaries) {
        Scenario scenario = small(builtIn);
        ScenarioLoadResult loaded = new ScenarioLoader(engine).load(scenario,
                ScenarioLoadOptions.defaults().withThreads(2), ScenarioProgress.NONE);
        assertThat(loaded.cancelled()).isFalse();
        assertThat(loaded.variants()).hasSize(scenario.variants().size())
                .allSatisfy(v -> assertThat(v.rows()).as(v.variant()).isEqualTo(ROWS));

        Dataset dataset = Datasets.named(scenario.dataset().name());
        String reference = "default.reference";
        String createReference = dataset.createTable(reference);
        engine.newSession().execute(createReference).close();
        new TableLoader(engine).load(reference, dataset.columnNames(), dataset.generator(scenario.dataset().resolve()), 2,
                Map.of(), LoadProgress.NONE);
        List<Object> expected = fingerprint(engine, dataset, reference, createReference.contains("Replacing"));
        for (VariantLoadResult v : loaded.variants()) {
            Variant variant = scenario.variant(v.variant());
            boolean replacing = !variant.isFile() && variant.table().engine().startsWith("Replacing");
            assertThat(fingerprint(engine, dataset, v.source(), replacing)).as(v.variant()).isEqualTo(expected);
        }

        Map<String, List<List<Object>>> results = new LinkedHashMap<>();
        for (VariantLoadResult v : loaded.variants()) {
            for (ScenarioQuery query : scenario.queriesFor(scenario.variant(v.variant()))) {
                for (SettingsVariant settings : scenario.settingsVariants()) {
                    Session session = engine.newSession();
                    settings.settings().forEach(session::setSetting);
                    query.parameters().forEach(session::setParameter);
                    try (QueryResult r = session.execute(query.sqlFor(v.source()))) {
                        String run = v.variant() + "/" + query.name() + "/" + settings.name();
                        results.put(run, r.rows());
                        summaries.put(run, r.summary());
                    }
                }
            }
        }
        return results;
    }

    /** Story B's metric over the used types of running periods, reading the same columns on every layout. */
    private static QuerySummary metricSummary(Engine engine, String table) {
        Session session = engine.newSession();
        session.setSetting("do_not_merge_across_partitions_select_final", "1");
        try (QueryResult r = session.execute("SELECT event_type, count(), sum(toFloat64(amount)) FROM " + table
                + " FINAL PREWHERE client_id IN (1000000, 1000001) WHERE event_type IN ('"
                + String.join("', '", EventTypes.ALL.subList(0, 8)) + "') AND period_ends_at >= '2026-01-01 00:00:00' "
                + "GROUP BY event_type")) {
            assertThat(r.rows()).hasSize(8);
            return r.summary();
        }
    }

    private static void assertSameMetric(String run, List<List<Object>> rows, List<List<Object>> expected) {
        assertThat(rows).as(run).hasSameSizeAs(expected);
        for (int i = 0; i < rows.size(); i++) {
            assertThat(rows.get(i).subList(0, 2)).as(run).isEqualTo(expected.get(i).subList(0, 2));
            assertThat((Double) rows.get(i).get(2)).as(run).isCloseTo((Double) expected.get(i).get(2), Percentage.withPercentage(1e-9));
        }
    }

    private static Scenario small(Scenario s) {
        Map<String, String> knobs = new LinkedHashMap<>(s.dataset().knobs());
        if (s.dataset().name().equals(EventsDataset.NAME)) {
            knobs.put(EventsDataset.BATCHES, "2");
        }
        return new Scenario(s.name(), s.description(), new DatasetSpec(s.dataset().name(), ROWS, s.dataset().seed(), knobs),
                s.variants(), s.queries(), s.settingsVariants(), s.repetitions(), s.warmups());
    }

    /** Row count and an order-independent checksum over the dataset's columns (after FINAL for Replacing tables). */
    private static List<Object> fingerprint(Engine engine, Dataset dataset, String source, boolean replacing) {
        String columns = String.join(", ", dataset.columnNames());
        List<List<Object>> rows = rows(engine, "SELECT count(), sum(cityHash64(" + columns + ")) FROM " + source
                + (replacing ? " FINAL" : ""));
        return rows.get(0);
    }

    private static List<List<Object>> rows(Engine engine, String sql) {
        try (QueryResult r = engine.newSession().execute(sql)) {
            return r.rows();
        }
    }

    private static String pipeline(List<List<Object>> rows) {
        return rows.stream().map(r -> r.get(0).toString()).collect(Collectors.joining("\n"));
    }
}
