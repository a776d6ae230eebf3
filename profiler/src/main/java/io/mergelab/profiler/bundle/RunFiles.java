package io.mergelab.profiler.bundle;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.run.Run;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads runs from files recognised by their content: a bundle (a JSON object with {@code format} and {@code runs}),
 * or a dump of {@code system.query_log} / {@code system.processors_profile_log} in JSONEachRow or TSVWithNames
 * (recognised by its columns). The dumps among the files are read together, so a query's log row and its
 * processors may come from two files. Every file is read whole before any run is returned: one bad line or one invalid
 * run fails the lot.
 */
public final class RunFiles {

    private RunFiles() {
    }

    public static List<Run> read(List<Path> files) {
        return readContents(files).runs();
    }

    /** The runs of the files, and the comparisons, table recipes and experiments of the bundles among them. */
    public static BundleContents readContents(List<Path> files) {
        List<Run> runs = new ArrayList<>();
        List<Comparison> comparisons = new ArrayList<>();
        List<TableRecipe> tables = new ArrayList<>();
        List<Experiment> experiments = new ArrayList<>();
        List<DumpRow> queryLog = new ArrayList<>();
        List<DumpRow> processors = new ArrayList<>();
        List<Path> dumps = new ArrayList<>();
        for (Path file : files) {
            JsonNode first = firstJsonValue(file);
            if (first != null && RunBundle.isBundle(first)) {
                BundleContents contents = RunBundle.contents(first, file);
                runs.addAll(contents.runs());
                comparisons.addAll(contents.comparisons());
                tables.addAll(contents.tables());
                experiments.addAll(contents.experiments());
                continue;
            }
            List<DumpRow> rows = first != null && first.isObject() ? DumpReader.jsonEachRow(file)
                    : DumpReader.tsvWithNames(file);
            if (rows.isEmpty()) {
                continue;
            }
            Set<String> columns = rows.get(0).columnNames();
            if (columns.containsAll(QueryLogRows.SIGNATURE)) {
                queryLog.addAll(rows);
            } else if (columns.containsAll(ProcessorRows.SIGNATURE)) {
                processors.addAll(rows);
            } else {
                throw new RunFileException(RunFileException.Reason.BAD_CONTENT, file + " is neither a MergeLab runs"
                        + " bundle nor a dump of system.query_log or system.processors_profile_log (JSONEachRow or"
                        + " TSVWithNames); its first row has the columns " + columns + ". Nothing was imported");
            }
            dumps.add(file);
        }
        if (!dumps.isEmpty()) {
            runs.addAll(DumpRuns.runs(queryLog, processors, dumps));
        }
        requireDistinctIds(runs);
        return new BundleContents(runs, comparisons, tables, experiments);
    }

    /** The first JSON value of the file, or null when the file does not begin with JSON (a TSV dump). */
    private static JsonNode firstJsonValue(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            int first = in.read();
            while (first == ' ' || first == '\n' || first == '\r' || first == '\t') {
                first = in.read();
            }
            if (first != '{') {
                return null;
            }
        } catch (IOException e) {
            throw unreadable(file, e);
        }
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
             JsonParser parser = RunJson.mapper().createParser(reader)) {
            return RunJson.mapper().readTree(parser);
        } catch (JsonProcessingException e) {
            if (e.getLocation() != null && e.getLocation().getLineNr() > 1) {
                throw new RunFileException(RunFileException.Reason.BAD_CONTENT, file + " is not valid JSON: "
                        + e.getOriginalMessage() + " (line " + e.getLocation().getLineNr() + "). Nothing was imported",
                        e);
            }
            // a JSONEachRow dump whose first line is bad: reported with its line number when the rows are read
            return RunJson.mapper().createObjectNode();
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    private static void requireDistinctIds(List<Run> runs) {
        Set<String> ids = new HashSet<>();
        for (Run run : runs) {
            if (!ids.add(run.id())) {
                throw new RunFileException(RunFileException.Reason.BAD_CONTENT, "Run " + run.id()
                        + " is in more than one of the files. Nothing was imported");
            }
        }
    }

    private static RunFileException unreadable(Path file, IOException e) {
        if (e instanceof NoSuchFileException) {
            return new RunFileException(RunFileException.Reason.IO, "File " + file + " doesn't exist", e);
        }
        return DumpReader.unreadable(file, e);
    }
}
