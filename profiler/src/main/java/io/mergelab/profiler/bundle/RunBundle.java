package io.mergelab.profiler.bundle;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.QueryComparison;
import io.mergelab.profiler.run.Run;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A bundle: complete runs as one JSON document, {@code {"format": "mergelab-runs", "version": 8, "runs": [...],
 * "comparisons": [...], "tables": [...], "experiments": [...]}} with each run in {@link RunJson}'s form (docs/run-store.md). A program
 * reads the versions up to its own and refuses newer ones; a bundle with one invalid run is refused whole. Version 2
 * added each run's {@code datasets}; a version 1 run is read with none and says in its {@code missing} list that they
 * are not known. Version 3 added the comparisons made of the runs and the recipes of the tables they read
 * ({@link TableRecipe}), which a replay needs; a version 1 or 2 bundle is read with none. Version 4 added the
 * experiments whose queries the comparisons are (the plan's options, layouts, matrix cells), each naming only
 * comparisons the bundle holds; an older bundle is read with none. Version 5 added each run's {@code nodes} (its
 * share on each server of a cluster); an older run is read with none, as it ran on no cluster MergeLab knew of.
 * Version 6 added to each experiment layout the layout lab copied how it was made ({@code copy}: the layout's clauses
 * and whether it was merged down), so that a replay rebuilds it, and to each experiment the one it replays
 * ({@code replayOf}); an older experiment is read with neither. Version 7 added to each experiment cell its step
 * verdict's threshold ({@code stepThreshold}); an older cell is read without it. Version 8 took out each run's
 * {@code datasetFingerprintJson}, a free-form fingerprint capture never filled ({@code datasets} says what data a run
 * read); an older run's is ignored. (Each run's {@code partLog} came in while version 3 was current: a run without one
 * is read with none.)
 */
public final class RunBundle {
    public static final String FORMAT = "mergelab-runs";
    public static final int VERSION = 8;
    static final String NO_DATASETS_IN_VERSION_1 = "dataset fingerprints: not in a bundle of version 1";

    private RunBundle() {
    }

    /** Writes {@code runs} to {@code file} through a temporary file beside it, so a failed export leaves no half file. */
    public static void write(List<Run> runs, Path file) {
        write(BundleContents.ofRuns(runs), file);
    }

    /** Writes the runs, comparisons and table recipes to {@code file}, through a temporary file beside it. */
    public static void write(BundleContents contents, Path file) {
        Path target = file.toAbsolutePath();
        Path temporary = target.resolveSibling("." + target.getFileName() + ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(temporary)) {
                write(contents, out);
            }
            try {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            deleteQuietly(temporary);
            throw new RunFileException(RunFileException.Reason.IO, "Cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    public static void write(List<Run> runs, OutputStream out) throws IOException {
        write(BundleContents.ofRuns(runs), out);
    }

    public static void write(BundleContents contents, OutputStream out) throws IOException {
        ObjectNode bundle = RunJson.mapper().createObjectNode();
        bundle.put("format", FORMAT);
        bundle.put("version", VERSION);
        ArrayNode array = bundle.putArray("runs");
        for (Run run : contents.runs()) {
            array.add(RunJson.mapper().valueToTree(run));
        }
        bundle.set("comparisons", RunJson.mapper().valueToTree(contents.comparisons()));
        bundle.set("tables", RunJson.mapper().valueToTree(contents.tables()));
        bundle.set("experiments", RunJson.mapper().valueToTree(contents.experiments()));
        RunJson.mapper().writeValue(out, bundle);
        out.write('\n');
        out.flush();
    }

    /** Whether {@code document} (a file's first JSON value) is a bundle of some version, rather than other JSON. */
    static boolean isBundle(JsonNode document) {
        return document.isObject() && document.has("format") && document.has("runs");
    }

    /** What a bundle already parsed from {@code file} holds, all valid, or a {@link RunFileException}. */
    static BundleContents contents(JsonNode document, Path file) {
        String format = document.path("format").asText();
        if (!FORMAT.equals(format)) {
            throw new RunFileException(RunFileException.Reason.BAD_CONTENT,
                    file + " is not a MergeLab runs bundle: its format is '" + format + "', not '" + FORMAT + "'");
        }
        JsonNode version = document.path("version");
        if (!version.canConvertToInt() || version.asInt() < 1) {
            throw new RunFileException(RunFileException.Reason.BAD_CONTENT,
                    file + ": the bundle's version is not a positive number: " + version);
        }
        if (version.asInt() > VERSION) {
            throw new RunFileException(RunFileException.Reason.NEWER_VERSION, file + " was written by a newer"
                    + " MergeLab (bundle version " + version.asInt() + "; this program reads up to version " + VERSION
                    + "). Nothing was imported");
        }
        JsonNode array = document.path("runs");
        if (!array.isArray()) {
            throw new RunFileException(RunFileException.Reason.BAD_CONTENT, file + ": 'runs' is not a list");
        }
        List<Run> runs = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < array.size(); i++) {
            if (version.asInt() == 1) {
                upgradeFromVersion1(array.get(i));
            }
            if (version.asInt() < 5 && array.get(i) instanceof ObjectNode old && !old.has("nodes")) {
                old.putArray("nodes");
            }
            if (version.asInt() < 8) {
                upgradeRunFromVersion7(array.get(i));
            }
            Run run = run(array.get(i), file, i, array.size());
            if (!ids.add(run.id())) {
                throw invalid(file, i, array.size(), array.get(i), "its id is given to an earlier run too");
            }
            runs.add(run);
        }
        if (version.asInt() < 3) {
            return BundleContents.ofRuns(runs);
        }
        List<Comparison> comparisons = list(document, "comparisons", Comparison.class, file);
        for (Comparison comparison : comparisons) {
            comparison.runs().stream().flatMap(v -> v.runIds().stream()).filter(id -> !ids.contains(id)).findFirst()
                    .ifPresent(id -> {
                        throw new RunFileException(RunFileException.Reason.BAD_CONTENT, file + ": comparison "
                                + comparison.id() + " names run " + id + ", which the bundle does not hold."
                                + " Nothing was imported");
                    });
        }
        List<TableRecipe> tables = list(document, "tables", TableRecipe.class, file);
        if (version.asInt() < 4) {
            return new BundleContents(runs, comparisons, tables);
        }
        Set<String> comparisonIds = new HashSet<>();
        comparisons.forEach(c -> comparisonIds.add(c.id()));
        if (version.asInt() < 6) {
            upgradeExperimentsFromVersion5(document.path("experiments"));
        }
        if (version.asInt() < 7) {
            upgradeCellsFromVersion6(document.path("experiments"));
        }
        List<Experiment> experiments = list(document, "experiments", Experiment.class, file);
        for (Experiment experiment : experiments) {
            experiment.queries().stream().map(QueryComparison::comparisonId).filter(id -> !comparisonIds.contains(id))
                    .findFirst().ifPresent(id -> {
                        throw new RunFileException(RunFileException.Reason.BAD_CONTENT, file + ": experiment "
                                + experiment.id() + " names comparison " + id + ", which the bundle does not hold."
                                + " Nothing was imported");
                    });
        }
        return new BundleContents(runs, comparisons, tables, experiments);
    }

    private static <T> List<T> list(JsonNode document, String field, Class<T> type, Path file) {
        JsonNode array = document.path(field);
        if (!array.isArray()) {
            throw new RunFileException(RunFileException.Reason.BAD_CONTENT, file + ": '" + field + "' is not a list");
        }
        List<T> values = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            try {
                values.add(RunJson.mapper().treeToValue(array.get(i), type));
            } catch (JsonProcessingException e) {
                throw new RunFileException(RunFileException.Reason.BAD_CONTENT, file + ": " + field + " entry "
                        + (i + 1) + " is not valid: " + e.getOriginalMessage() + pathOf(e) + ". Nothing was imported");
            } catch (IllegalArgumentException | NullPointerException e) {
                throw new RunFileException(RunFileException.Reason.BAD_CONTENT, file + ": " + field + " entry "
                        + (i + 1) + " is not valid: " + e.getMessage() + ". Nothing was imported");
            }
        }
        return values;
    }

    /** An experiment before version 6 replays none, and its layouts carry no copy recipe. */
    private static void upgradeExperimentsFromVersion5(JsonNode experiments) {
        for (JsonNode node : experiments) {
            if (node instanceof ObjectNode experiment) {
                if (!experiment.has("replayOf")) {
                    experiment.putNull("replayOf");
                }
                for (JsonNode layout : experiment.path("layouts")) {
                    if (layout instanceof ObjectNode l && !l.has("copy")) {
                        l.putNull("copy");
                    }
                }
            }
        }
    }

    /** An experiment cell before version 7 has no step threshold. */
    private static void upgradeCellsFromVersion6(JsonNode experiments) {
        for (JsonNode experiment : experiments) {
            for (JsonNode cell : experiment.path("cells")) {
                if (cell instanceof ObjectNode c && !c.has("stepThreshold")) {
                    c.putNull("stepThreshold");
                }
            }
        }
    }

    /**
     * A run before version 8 has a free-form {@code datasetFingerprintJson}, now gone; one written before the part log
     * was captured (a version 3 bundle of then, or older) has no {@code partLog}: none known.
     */
    private static void upgradeRunFromVersion7(JsonNode node) {
        if (node instanceof ObjectNode run) {
            run.remove("datasetFingerprintJson");
            if (!run.has("partLog")) {
                run.putArray("partLog");
            }
        }
    }

    /** A version 1 run has no {@code datasets}: none known, which its missing list says. */
    private static void upgradeFromVersion1(JsonNode node) {
        if (node instanceof ObjectNode run && !run.has("datasets")) {
            run.putArray("datasets");
            if (run.path("missing").isArray()) {
                ((ArrayNode) run.get("missing")).add(NO_DATASETS_IN_VERSION_1);
            }
        }
    }

    private static Run run(JsonNode node, Path file, int index, int count) {
        Run run;
        try {
            run = RunJson.mapper().treeToValue(node, Run.class);
        } catch (JsonProcessingException e) {
            throw invalid(file, index, count, node, e.getOriginalMessage() + pathOf(e));
        } catch (IllegalArgumentException e) {
            throw invalid(file, index, count, node, e.getMessage());
        }
        if (run.id().isBlank() || run.seriesId().isBlank() || run.repetition() < 0) {
            throw invalid(file, index, count, node, "its id and series must not be empty, its repetition not negative");
        }
        return run;
    }

    private static String pathOf(JsonProcessingException e) {
        if (e instanceof com.fasterxml.jackson.databind.JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            return " (at " + mapping.getPathReference().replace("io.mergelab.profiler.run.", "") + ")";
        }
        return "";
    }

    private static RunFileException invalid(Path file, int index, int count, JsonNode node, String problem) {
        String id = node.path("id").isTextual() ? " (id " + node.path("id").asText() + ")" : "";
        return new RunFileException(RunFileException.Reason.BAD_CONTENT, file + ": run " + (index + 1) + " of " + count
                + id + " is not valid: " + problem + ". Nothing was imported");
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // the export already failed; that error is the one to report
        }
    }
}
