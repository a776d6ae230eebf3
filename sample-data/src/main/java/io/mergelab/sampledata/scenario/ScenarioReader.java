package io.mergelab.sampledata.scenario;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Function;

/**
 * Reads scenario files: JSON ({@code .json}) or YAML ({@code .yaml}, {@code .yml}), checked against the JSON Schema
 * ({@code scenario.schema.json}) and then by {@link ScenarioChecks} for what a schema cannot know (datasets, knob
 * ranges, setting names, references between parts). Every problem is reported as BAD_ARGUMENTS naming the file, the
 * JSON path and the problem.
 */
public final class ScenarioReader {
    private final Function<String, Dataset> datasets;

    public ScenarioReader() {
        this(Datasets::named);
    }

    /** A reader resolving dataset names with {@code datasets} (which fails for an unknown name). */
    ScenarioReader(Function<String, Dataset> datasets) {
        this.datasets = datasets;
    }

    /** The scenario in {@code file}, its format told by the extension. */
    public Scenario read(Path file) {
        String origin = file.toString();
        boolean yaml = isYaml(origin);
        try (InputStream in = Files.newInputStream(file)) {
            return read(origin, in, yaml);
        } catch (NoSuchFileException e) {
            throw new MergeLabException(ErrorCode.FILE_DOESNT_EXIST, "Scenario file " + origin + " doesn't exist");
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot read scenario file " + origin + ": " + e, e);
        }
    }

    /** The scenario in {@code in}, YAML or JSON, named {@code origin} in errors. */
    public Scenario read(String origin, InputStream in, boolean yaml) {
        ObjectMapper mapper = mapper(yaml);
        JsonNode tree;
        try {
            tree = mapper.readTree(in);
        } catch (JsonProcessingException e) {
            throw ScenarioProblems.failure(origin,
                    "syntax error" + at(e.getLocation()) + ": " + firstLine(e.getOriginalMessage()));
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot read scenario file " + origin + ": " + e, e);
        }
        if (tree == null || tree.isMissingNode() || tree.isNull()) {
            throw ScenarioProblems.failure(origin, "the file is empty");
        }
        ScenarioProblems problems = new ScenarioProblems(origin);
        ScenarioSchema.validate(tree, problems);
        problems.throwIfAny();
        Scenario scenario;
        try {
            scenario = mapper.treeToValue(tree, Scenario.class);
        } catch (JsonMappingException e) {
            throw ScenarioProblems.failure(origin, path(e) + ": " + e.getOriginalMessage());
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw ScenarioProblems.failure(origin, e.getMessage());
        }
        ScenarioChecks.check(scenario, datasets, problems);
        problems.throwIfAny();
        return scenario;
    }

    /** Whether a file name says YAML; {@code .json} says JSON; anything else fails with BAD_ARGUMENTS. */
    static boolean isYaml(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        if (name.endsWith(".yaml") || name.endsWith(".yml")) {
            return true;
        }
        if (name.endsWith(".json")) {
            return false;
        }
        throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Scenario file " + fileName
                + " must end in .json, .yaml or .yml (that tells its format)");
    }

    private static ObjectMapper mapper(boolean yaml) {
        ObjectMapper mapper = yaml ? new ObjectMapper(new YAMLFactory()) : new ObjectMapper();
        return mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    }

    /** YAML errors add the offending line and a caret below the message; the position says as much. */
    private static String firstLine(String message) {
        String m = message.strip();
        int end = m.indexOf('\n');
        return end < 0 ? m : m.substring(0, end).strip();
    }

    private static String at(JsonLocation location) {
        return location == null || location.getLineNr() < 1 ? ""
                : " at line " + location.getLineNr() + ", column " + location.getColumnNr();
    }

    private static String path(JsonMappingException e) {
        StringBuilder b = new StringBuilder("$");
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                b.append('.').append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                b.append('[').append(r.getIndex()).append(']');
            }
        }
        return b.toString();
    }
}
