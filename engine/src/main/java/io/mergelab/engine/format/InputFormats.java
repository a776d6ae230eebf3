package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.io.InputStream;
import java.util.List;
import java.util.Set;

/**
 * Opens input formats by their ClickHouse names (case-sensitive): CSV, CSVWithNames, CSVWithNamesAndTypes,
 * TabSeparated / TSV (+ WithNames, WithNamesAndTypes, Raw), JSONEachRow (alias JSONLines, NDJSON).
 */
public final class InputFormats {
    private static final Set<String> NAMES = Set.of(
            "CSV", "CSVWithNames", "CSVWithNamesAndTypes",
            "TabSeparated", "TSV", "TabSeparatedWithNames", "TSVWithNames",
            "TabSeparatedWithNamesAndTypes", "TSVWithNamesAndTypes", "TabSeparatedRaw", "TSVRaw",
            "JSONEachRow", "JSONLines", "NDJSON");

    private InputFormats() {
    }

    public static boolean isSupported(String formatName) {
        return NAMES.contains(formatName);
    }

    /**
     * Opens {@code in} as {@code formatName} for a table with the given column names and types. Formats without
     * a header produce exactly these columns in this order; *WithNames formats produce the header's columns
     * (a subset or permutation of {@code names}; see {@link InputFormat#columns()}).
     */
    public static InputFormat open(String formatName, InputStream in, List<String> names, List<DataType> types) {
        if (names.size() != types.size()) {
            throw new IllegalArgumentException(names.size() + " names for " + types.size() + " types");
        }
        return switch (formatName) {
            case "CSV" -> new CsvInput(formatName, new ByteReader(in), names, types, false, false);
            case "CSVWithNames" -> new CsvInput(formatName, new ByteReader(in), names, types, true, false);
            case "CSVWithNamesAndTypes" -> new CsvInput(formatName, new ByteReader(in), names, types, true, true);
            case "TabSeparated", "TSV" -> tsv(formatName, in, names, types, false, false, false);
            case "TabSeparatedWithNames", "TSVWithNames" -> tsv(formatName, in, names, types, true, false, false);
            case "TabSeparatedWithNamesAndTypes", "TSVWithNamesAndTypes" -> tsv(formatName, in, names, types, true, true, false);
            case "TabSeparatedRaw", "TSVRaw" -> tsv(formatName, in, names, types, false, false, true);
            case "JSONEachRow", "JSONLines", "NDJSON" -> new JsonEachRowInput(in, names, types);
            default -> throw new MergeLabException(ErrorCode.UNKNOWN_FORMAT, "Unknown input format " + formatName);
        };
    }

    private static InputFormat tsv(String name, InputStream in, List<String> names, List<DataType> types,
                                   boolean withNames, boolean withTypes, boolean raw) {
        return new TabSeparatedInput(name, new ByteReader(in), names, types, withNames, withTypes, raw);
    }
}
