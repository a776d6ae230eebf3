package io.mergelab.profiler.bundle;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.profiler.capture.TabSeparated;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the rows of a dump in ClickHouse's JSONEachRow (one object per line) or TSVWithNames (a header line of column
 * names, then tab-separated escaped fields). A line that is not a row stops the reading with its number.
 */
final class DumpReader {
    private static final ObjectMapper JSON = new ObjectMapper();

    private DumpReader() {
    }

    static List<DumpRow> jsonEachRow(Path file) {
        List<DumpRow> rows = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            int number = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                JsonNode node;
                try {
                    node = JSON.readTree(line);
                } catch (JsonProcessingException e) {
                    throw bad(file, number, "not a JSON object (" + e.getOriginalMessage() + ")");
                }
                if (node == null || !node.isObject()) {
                    throw bad(file, number, "not a JSON object");
                }
                Map<String, Object> values = new LinkedHashMap<>();
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> field = it.next();
                    values.put(field.getKey(), field.getValue());
                }
                rows.add(new DumpRow(file, number, values));
            }
        } catch (IOException e) {
            throw unreadable(file, e);
        }
        return rows;
    }

    static List<DumpRow> tsvWithNames(Path file) {
        List<DumpRow> rows = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = in.readLine();
            if (header == null) {
                return rows;
            }
            List<String> names = new ArrayList<>();
            for (String field : header.split("\t", -1)) {
                names.add(TabSeparated.field(field));
            }
            int number = 1;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                if (line.isEmpty()) {
                    continue;
                }
                String[] fields = line.split("\t", -1);
                if (fields.length != names.size()) {
                    throw bad(file, number, fields.length + " fields where the header names " + names.size()
                            + " columns");
                }
                Map<String, Object> values = new LinkedHashMap<>();
                for (int i = 0; i < fields.length; i++) {
                    values.put(names.get(i), TabSeparated.field(fields[i]));
                }
                rows.add(new DumpRow(file, number, values));
            }
        } catch (IOException e) {
            throw unreadable(file, e);
        }
        return rows;
    }

    private static RunFileException bad(Path file, int line, String problem) {
        return new RunFileException(RunFileException.Reason.BAD_CONTENT,
                file + " line " + line + ": " + problem + ". Nothing was imported");
    }

    static RunFileException unreadable(Path file, IOException e) {
        return new RunFileException(RunFileException.Reason.IO, "Cannot read " + file + ": " + e.getMessage(), e);
    }
}
