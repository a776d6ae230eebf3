package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.OutputStream;
import java.util.Set;

/**
 * Opens output formats by their ClickHouse names (case-sensitive): TabSeparated / TSV (+ WithNames,
 * WithNamesAndTypes, Raw), CSV (+ WithNames, WithNamesAndTypes), JSONEachRow (alias JSONLines, NDJSON), JSON,
 * JSONCompact, Pretty, PrettyCompact, Vertical, Null, Values, Native (binary).
 */
public final class OutputFormats {
    private static final Set<String> NAMES = Set.of(
            "TabSeparated", "TSV", "TabSeparatedWithNames", "TSVWithNames",
            "TabSeparatedWithNamesAndTypes", "TSVWithNamesAndTypes", "TabSeparatedRaw", "TSVRaw",
            "CSV", "CSVWithNames", "CSVWithNamesAndTypes",
            "JSONEachRow", "JSONLines", "NDJSON", "JSON", "JSONCompact",
            "Pretty", "PrettyCompact", "Vertical", "Null", "Values", "Native");

    private OutputFormats() {
    }

    public static boolean isSupported(String formatName) {
        return NAMES.contains(formatName);
    }

    /** A new writer of {@code formatName} into {@code out}; the stream is flushed by finish() but never closed. */
    public static OutputFormat open(String formatName, OutputStream out) {
        return switch (formatName) {
            case "TabSeparated", "TSV" -> new TabSeparatedOutput(out, false, false, false);
            case "TabSeparatedWithNames", "TSVWithNames" -> new TabSeparatedOutput(out, true, false, false);
            case "TabSeparatedWithNamesAndTypes", "TSVWithNamesAndTypes" -> new TabSeparatedOutput(out, true, true, false);
            case "TabSeparatedRaw", "TSVRaw" -> new TabSeparatedOutput(out, false, false, true);
            case "CSV" -> new CsvOutput(out, false, false);
            case "CSVWithNames" -> new CsvOutput(out, true, false);
            case "CSVWithNamesAndTypes" -> new CsvOutput(out, true, true);
            case "JSONEachRow", "JSONLines", "NDJSON" -> new JsonEachRowOutput(out);
            case "JSON" -> new JsonOutput(out, false);
            case "JSONCompact" -> new JsonOutput(out, true);
            case "Pretty" -> new PrettyOutput(out, false);
            case "PrettyCompact" -> new PrettyOutput(out, true);
            case "Vertical" -> new VerticalOutput(out);
            case "Null" -> new NullOutput();
            case "Values" -> new ValuesOutput(out);
            case "Native" -> new NativeOutput(out);
            default -> throw new MergeLabException(ErrorCode.UNKNOWN_FORMAT, "Unknown output format " + formatName);
        };
    }
}
