package io.mergelab.sampledata.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Consumer;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScenarioReaderTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final ScenarioReader reader = new ScenarioReader(TinyDataset::named);

    @Test
    void readsEveryFieldOfAJsonFile() {
        Scenario s = readResource("tiny.json");

        assertThat(s.name()).isEqualTo("tiny-layouts");
        assertThat(s.databaseName()).isEqualTo("scenario_tiny_layouts");
        assertThat(s.dataset()).isEqualTo(new DatasetSpec("tiny", 20_000, 7, Map.of("distinct", "20")));
        assertThat(s.variants()).extracting(Variant::name).containsExactly("plain", "replacing", "retyped", "csv");
        Variant replacing = s.variant("replacing");
        assertThat(replacing.table().createStatement("db.replacing", TinyDataset.INSTANCE)).isEqualTo(
                "CREATE TABLE db.replacing (id UInt64, key UInt32, version UInt64, name LowCardinality(String), "
                + "created DateTime, id_twice UInt64 MATERIALIZED id * 2, "
                + "INDEX name_idx name TYPE bloom_filter(0.01) GRANULARITY 1) ENGINE = ReplacingMergeTree(version) "
                + "PARTITION BY key % 2 PRIMARY KEY key ORDER BY (key, id)");
        assertThat(replacing.afterLoad()).containsExactly("OPTIMIZE TABLE {table} FINAL");
        assertThat(s.variant("plain").table().createStatement("db.plain", TinyDataset.INSTANCE))
                .endsWith("ENGINE = MergeTree ORDER BY id SETTINGS index_granularity = 1024");
        assertThat(s.variant("csv").isFile()).isTrue();
        assertThat(s.variant("csv").file().extension()).isEqualTo("csv");
        assertThat(s.queries().get(0).parameters()).containsEntry("keys", "[1, 2, 3]");
        assertThat(s.queries().get(1).parameters()).containsEntry("name", "beta").containsEntry("min_id", "10");
        assertThat(s.queries().get(1).parameterNames()).containsExactly("name", "min_id");
        assertThat(s.queriesFor(s.variant("plain"))).extracting(ScenarioQuery::name).containsExactly("by_key", "named");
        assertThat(s.queriesFor(replacing)).extracting(ScenarioQuery::name).containsExactly("by_key", "named", "derived");
        assertThat(s.settingsVariants().get(1).settings())
                .containsExactly(Map.entry("max_threads", "2"), Map.entry("use_query_condition_cache", "false"));
        assertThat(s.repetitions()).isEqualTo(3);
        assertThat(s.warmups()).isEqualTo(1);
    }

    @Test
    void yamlAndJsonFilesWithTheSameContentGiveTheSameScenario() {
        Scenario yaml = readResource("tiny.yaml");
        Scenario json = readResource("tiny.json");

        assertThat(yaml.queries().get(1).sql()).isEqualTo("SELECT count() FROM {table}\nWHERE name = {name:String} AND id > {min_id:UInt64}\n");
        assertThat(yaml).usingRecursiveComparison().ignoringFields("queries").isEqualTo(json);
        assertThat(yaml.queries()).extracting(ScenarioQuery::parameters).isEqualTo(json.queries().stream().map(ScenarioQuery::parameters).toList());
    }

    @Test
    void readsFilesByPathAndTellsTheFormatByExtension(@TempDir Path dir) throws IOException {
        Path yml = dir.resolve("copy.yml");
        try (InputStream in = resource("tiny.yaml")) {
            Files.copy(in, yml);
        }
        assertThat(reader.read(yml).name()).isEqualTo("tiny-layouts");

        Path txt = dir.resolve("scenario.txt");
        Files.copy(yml, txt);
        assertBad(() -> reader.read(txt)).hasMessageContaining("must end in .json, .yaml or .yml");
        assertThatThrownBy(() -> reader.read(dir.resolve("missing.json"))).isInstanceOf(MergeLabException.class)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.FILE_DOESNT_EXIST))
                .hasMessageContaining("missing.json");
    }

    @Test
    void aMissingFieldIsNamedWithItsPath() {
        assertBroken(root -> ((ObjectNode) root.get("variants").get(0).get("table")).remove("orderBy"))
                .hasMessageContaining("broken.json")
                .hasMessageContaining("$.variants[0].table: required property 'orderBy' not found");
        assertBroken(root -> root.remove("repetitions"))
                .hasMessageContaining("$: required property 'repetitions' not found");
    }

    @Test
    void aValueOfTheWrongTypeIsNamedWithItsPath() {
        assertBroken(root -> ((ObjectNode) root.get("dataset")).put("rows", "many"))
                .hasMessageContaining("$.dataset.rows: string found, integer expected");
        assertBroken(root -> ((ObjectNode) root.get("queries").get(0)).put("variants", "plain"))
                .hasMessageContaining("$.queries[0].variants: string found, array expected");
    }

    @Test
    void schemaRulesOnNamesCountsAndUnknownFieldsAreChecked() {
        assertBroken(root -> root.put("name", "Tiny Layouts")).hasMessageContaining("$.name: does not match the regex pattern");
        assertBroken(root -> root.put("repetitions", 0)).hasMessageContaining("$.repetitions: must have a minimum value of 1");
        assertBroken(root -> ((ObjectNode) root.get("variants").get(1)).put("tabel", "x"))
                .hasMessageContaining("$.variants[1]: property 'tabel' is not defined in the schema");
        assertBroken(root -> ((ObjectNode) root.get("variants").get(3)).set("table", root.get("variants").get(0).get("table")))
                .hasMessageContaining("$.variants[3]: must be valid to one and only one schema");
        assertBroken(root -> ((ObjectNode) root.get("variants").get(3).get("file")).put("format", "Parquet"))
                .hasMessageContaining("$.variants[3].file.format: does not have a value in the enumeration");
    }

    @Test
    void anUnknownDatasetIsNamed() {
        assertBroken(root -> ((ObjectNode) root.get("dataset")).put("name", "tinny"))
                .hasMessageContaining("$.dataset.name: Unknown dataset 'tinny'; known datasets: tiny");
    }

    @Test
    void aKnobOutOfRangeOrUnknownIsNamed() {
        assertBroken(root -> ((ObjectNode) root.get("dataset").get("knobs")).put("distinct", 5000))
                .hasMessageContaining("$.dataset.knobs: Knob distinct of dataset tiny is out of range: 5000 (allowed 1 .. 1000)");
        assertBroken(root -> ((ObjectNode) root.get("dataset").get("knobs")).put("skew", 1.5))
                .hasMessageContaining("$.dataset.knobs: Dataset tiny has no knob 'skew'");
        assertBroken(root -> ((ObjectNode) root.get("dataset")).put("rows", -1))
                .hasMessageContaining("$.dataset.rows: must have a minimum value of 0");
    }

    @Test
    void duplicateNamesAreNamedWithBothPlaces() {
        assertBroken(root -> ((ObjectNode) root.get("variants").get(2)).put("name", "plain"))
                .hasMessageContaining("$.variants[2].name: duplicate variant name 'plain' (also $.variants[0])");
        assertBroken(root -> ((ObjectNode) root.get("queries").get(1)).put("name", "by_key"))
                .hasMessageContaining("$.queries[1].name: duplicate query name 'by_key'");
        assertBroken(root -> ((ObjectNode) root.get("settingsVariants").get(1)).put("name", "one_thread"))
                .hasMessageContaining("$.settingsVariants[1].name: duplicate settings variant name 'one_thread'");
    }

    @Test
    void aQueryNamingAnUnknownVariantIsRejected() {
        assertBroken(root -> ((ArrayNode) root.get("queries").get(2).get("variants")).add("replaced"))
                .hasMessageContaining("$.queries[2].variants[1]: unknown variant 'replaced'; variants: plain, replacing, retyped, csv");
    }

    @Test
    void queryParametersMustMatchTheSql() {
        assertBroken(root -> ((ObjectNode) root.get("queries").get(1).get("parameters")).remove("min_id"))
                .hasMessageContaining("$.queries[1].parameters: no value for query parameter 'min_id' used in the sql");
        assertBroken(root -> ((ObjectNode) root.get("queries").get(1).get("parameters")).put("max_id", 3))
                .hasMessageContaining("$.queries[1].parameters.max_id: the sql uses no query parameter 'max_id'");
        assertBroken(root -> ((ObjectNode) root.get("queries").get(0)).put("sql", "SELECT 1"))
                .hasMessageContaining("$.queries[0].sql: has no {table} placeholder");
    }

    @Test
    void unknownSettingsAndBadValuesAreNamed() {
        assertBroken(root -> ((ObjectNode) root.get("settingsVariants").get(0).get("settings")).put("max_thread", 1))
                .hasMessageContaining("$.settingsVariants[0].settings.max_thread: Setting max_thread is unknown");
        assertBroken(root -> ((ObjectNode) root.get("settingsVariants").get(0).get("settings")).put("max_threads", "many"))
                .hasMessageContaining("$.settingsVariants[0].settings.max_threads: Cannot parse value 'many' of setting max_threads");
        assertBroken(root -> ((ObjectNode) root.get("variants").get(0).get("table").get("settings")).put("index_granularityy", 8))
                .hasMessageContaining("$.variants[0].table.settings.index_granularityy: MergeTree setting index_granularityy is unknown");
        assertBroken(root -> ((ObjectNode) root.get("variants").get(0).get("table").get("settings")).put("max_threads", 8))
                .hasMessageContaining("$.variants[0].table.settings.max_threads: MergeTree setting max_threads is unknown");
    }

    @Test
    void columnsReplacingTheDatasetsMustKeepEveryDatasetColumn() {
        assertBroken(root -> ((ArrayNode) root.get("variants").get(2).get("table").get("columns")).remove(4))
                .hasMessageContaining("$.variants[2].table.columns: lacks column 'created' of dataset tiny");
    }

    @Test
    void aFileVariantTakesNoAfterLoadStatements() {
        assertBroken(root -> ((ObjectNode) root.get("variants").get(3)).set("afterLoad", JSON.createArrayNode().add("OPTIMIZE TABLE {table}")))
                .hasMessageContaining("$.variants[3].afterLoad: a file variant has no table to run statements on");
    }

    @Test
    void everyProblemOfAFileIsReportedAtOnce() {
        assertBroken(root -> {
            ((ObjectNode) root.get("variants").get(2)).put("name", "plain");
            ((ObjectNode) root.get("dataset")).put("name", "tinny");
        }).hasMessageContaining("$.dataset.name: Unknown dataset").hasMessageContaining("$.variants[2].name: duplicate");
    }

    @Test
    void syntaxErrorsNameTheFileAndPosition() {
        assertBad(() -> reader.read("bad.json", stream("{\"name\": \"x\",\n  \"description\": }"), false))
                .hasMessageStartingWith("Invalid scenario file bad.json: syntax error at line 2, column 18:");
        assertBad(() -> reader.read("bad.yaml", stream("name: x\nvariants: [a, b\nqueries: []\n"), true))
                .hasMessageStartingWith("Invalid scenario file bad.yaml: syntax error at line");
        assertBad(() -> reader.read("dup.json", stream("{\"name\": \"x\", \"name\": \"y\"}"), false))
                .hasMessageContaining("dup.json: syntax error").hasMessageContaining("Duplicate field 'name'");
        assertBad(() -> reader.read("empty.yaml", stream(""), true)).hasMessage("Invalid scenario file empty.yaml: the file is empty");
    }

    @Test
    void errorsAreBadArgumentsInTheClientLineFormat() {
        MergeLabException e = (MergeLabException) catchBroken(root -> root.put("warmups", -1));
        assertThat(e.code()).isEqualTo(ErrorCode.BAD_ARGUMENTS);
        assertThat(e.toClientLine()).startsWith("Code: 36. DB::Exception: Invalid scenario file broken.json: $.warmups:")
                .endsWith("(BAD_ARGUMENTS)");
    }

    private Scenario readResource(String name) {
        try (InputStream in = resource(name)) {
            return reader.read(name, in, ScenarioReader.isYaml(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InputStream resource(String name) {
        return ScenarioReaderTest.class.getResourceAsStream(name);
    }

    private static InputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    /** tiny.json changed by {@code change}, read as broken.json. */
    private Throwable catchBroken(Consumer<ObjectNode> change) {
        try (InputStream in = resource("tiny.json")) {
            ObjectNode root = (ObjectNode) JSON.readTree(in);
            change.accept(root);
            byte[] bytes = JSON.writeValueAsBytes(root);
            reader.read("broken.json", new ByteArrayInputStream(bytes), false);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (MergeLabException e) {
            return e;
        }
        throw new AssertionError("the changed file was accepted");
    }

    private AbstractThrowableAssert<?, ? extends Throwable> assertBroken(Consumer<ObjectNode> change) {
        Throwable e = catchBroken(change);
        assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.BAD_ARGUMENTS);
        return assertThat(e).hasMessageStartingWith("Invalid scenario file broken.json: ");
    }

    private static AbstractThrowableAssert<?, ? extends Throwable> assertBad(org.assertj.core.api.ThrowableAssert.ThrowingCallable call) {
        return assertThatThrownBy(call).isInstanceOf(MergeLabException.class)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.BAD_ARGUMENTS));
    }
}
