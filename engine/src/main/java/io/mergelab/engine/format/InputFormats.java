package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.io.InputStream;
import java.util.List;
import java.util.Set;

/**
 * Opens input formats by their ClickHouse names (case-sensitive): CSV, CSVWithNames, CSVWithNamesAndTypes,
 * TabSeparated / TSV (+ WithNames, WithNamesAndTypes, Raw), JSONEachRow (alias JSONLines, NDJSON), Native.
 */
public final class InputFormats {
    private static final Set<String> NAMES = Set.of(
            "CSV", "CSVWithNames", "CSVWithNamesAndTypes",
            "TabSeparated", "TSV", "TabSeparatedWithNames", "TSVWithNames",
            "TabSeparatedWithNamesAndTypes", "TSVWithNamesAndTypes", "TabSeparatedRaw", "TSVRaw",
            "JSONEachRow", "JSONLines", "NDJSON", "Native");

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
        return open(formatName, in, names, types, names);
    }

    /**
     * The same, for a reader that needs only the columns {@code wanted} (of {@code names}). As in ClickHouse, the
     * formats with a names header (*WithNames, *WithNamesAndTypes of CSV and TabSeparated) and Native support a subset
     * of columns: they produce only the wanted ones and pass over the other fields without decoding them, so a bad
     * value in a column the query does not use is not an error. The other formats produce all columns.
     */
    public static InputFormat open(String formatName, InputStream in, List<String> names, List<DataType> types,
                                   List<String> wanted) {
        if (names.size() != types.size()) {
            throw new IllegalArgumentException(names.size() + " names for " + types.size() + " types");
        }
        Set<String> read = Set.copyOf(wanted);
        return switch (formatName) {
            case "CSV" -> new CsvInput(formatName, new ByteReader(in), names, types, false, false, read);
            case "CSVWithNames" -> new CsvInput(formatName, new ByteReader(in), names, types, true, false, read);
            case "CSVWithNamesAndTypes" -> new CsvInput(formatName, new ByteReader(in), names, types, true, true, read);
            case "TabSeparated", "TSV" -> tsv(formatName, in, names, types, false, false, false, read);
            case "TabSeparatedWithNames", "TSVWithNames" -> tsv(formatName, in, names, types, true, false, false, read);
            case "TabSeparatedWithNamesAndTypes", "TSVWithNamesAndTypes" ->
                    tsv(formatName, in, names, types, true, true, false, read);
            case "TabSeparatedRaw", "TSVRaw" -> tsv(formatName, in, names, types, false, false, true, read);
            case "JSONEachRow", "JSONLines", "NDJSON" -> new JsonEachRowInput(in, names, types);
            case "Native" -> new NativeInput(new ByteReader(in), names, types, read);
            default -> throw new MergeLabException(ErrorCode.UNKNOWN_FORMAT, "Unknown input format " + formatName);
        };
    }

    private static InputFormat tsv(String name, InputStream in, List<String> names, List<DataType> types,
                                   boolean withNames, boolean withTypes, boolean raw, Set<String> wanted) {
        return new TabSeparatedInput(name, new ByteReader(in), names, types, withNames, withTypes, raw, wanted);
    }
}
