package io.mergelab.engine.tablefunction;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.type.DataType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Structure inference for file() and url(), only where it is simple: the two header lines (names, types) of
 * CSVWithNamesAndTypes and TSVWithNamesAndTypes. Every other format needs the structure argument; the error
 * says so. (ClickHouse also infers types by sampling data; MergeLab does not.)
 */
final class HeaderInference {
    private static final Set<String> CSV = Set.of("CSVWithNamesAndTypes");
    private static final Set<String> TSV = Set.of("TSVWithNamesAndTypes", "TabSeparatedWithNamesAndTypes");

    private HeaderInference() {
    }

    static boolean canInfer(String format) {
        return CSV.contains(format) || TSV.contains(format);
    }

    static MergeLabException needsStructure(String function, String format, String source) {
        return new MergeLabException(ErrorCode.CANNOT_EXTRACT_TABLE_STRUCTURE, "Cannot extract table structure from "
                + format + " format " + source + ": MergeLab infers the structure only from the header of the "
                + "CSVWithNamesAndTypes and TSVWithNamesAndTypes formats. Specify the structure as the third argument, "
                + "e.g. " + function + "(..., '" + format + "', 'id UInt64, name String')");
    }

    /** Reads the names and types lines from {@code in} (which it does not close). */
    static Header infer(String format, InputStream in, String source) throws IOException {
        boolean csv = CSV.contains(format);
        String namesLine = readLine(in);
        String typesLine = readLine(in);
        if (namesLine == null || typesLine == null) {
            throw new MergeLabException(ErrorCode.CANNOT_EXTRACT_TABLE_STRUCTURE, "Cannot extract table structure from "
                    + format + " format " + source + ": the names and types header lines are missing");
        }
        List<String> names = csv ? splitCsv(namesLine) : splitTsv(namesLine);
        List<String> typeNames = csv ? splitCsv(typesLine) : splitTsv(typesLine);
        if (names.size() != typeNames.size()) {
            throw new MergeLabException(ErrorCode.CANNOT_EXTRACT_TABLE_STRUCTURE, "Cannot extract table structure from "
                    + format + " format " + source + ": " + names.size() + " names but " + typeNames.size() + " types");
        }
        List<DataType> types = new ArrayList<>(typeNames.size());
        for (String t : typeNames) {
            types.add(DataType.parse(t));
        }
        return new Header(names, types);
    }

    private static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0 && b != '\n') {
            line.write(b);
        }
        if (b < 0 && line.size() == 0) {
            return null;
        }
        String s = line.toString(StandardCharsets.UTF_8);
        return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
    }

    /** Comma-separated fields, each optionally in double quotes with {@code ""} for a quote. */
    private static List<String> splitCsv(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                out.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        out.add(field.toString());
        return out;
    }

    /** Tab-separated fields with backslash escapes. */
    private static List<String> splitTsv(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\' && i + 1 < line.length()) {
                char e = line.charAt(++i);
                field.append(switch (e) {
                    case 't' -> '\t';
                    case 'n' -> '\n';
                    default -> e;
                });
            } else if (c == '\t') {
                out.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        out.add(field.toString());
        return out;
    }
}
