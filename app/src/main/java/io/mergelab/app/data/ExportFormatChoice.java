package io.mergelab.app.data;

import io.mergelab.sampledata.export.ExportFormat;
import java.nio.file.Path;
import java.util.Locale;

/** The format of {@code generate --out FILE}: {@code --format} when given, else the one the file's extension implies. */
public final class ExportFormatChoice {

    private ExportFormatChoice() {
    }

    public static ExportFormat of(Path file, String format) {
        return ExportFormat.named(format != null ? format : byExtension(file));
    }

    /** .csv → CSVWithNames, .tsv → TSVWithNames, .jsonl/.ndjson/.json → JSONEachRow, anything else TabSeparated. */
    public static String byExtension(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        String extension = dot < 0 ? "" : name.substring(dot + 1);
        return switch (extension) {
            case "csv" -> "CSVWithNames";
            case "tsv" -> "TSVWithNames";
            case "jsonl", "ndjson", "json" -> "JSONEachRow";
            default -> "TabSeparated";
        };
    }
}
