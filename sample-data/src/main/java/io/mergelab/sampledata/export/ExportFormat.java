package io.mergelab.sampledata.export;

import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import java.util.List;

/**
 * The file formats generated data can be exported in, by ClickHouse name: each is written block by block, the
 * first block in {@code headerFormat} (with the names line where the format has one), the others in
 * {@code bodyFormat}, so blocks can be formatted in parallel and concatenated.
 */
public record ExportFormat(String name, String headerFormat, String bodyFormat) {
    private static final List<ExportFormat> ALL = List.of(
            new ExportFormat("TabSeparated", "TabSeparated", "TabSeparated"),
            new ExportFormat("TSV", "TabSeparated", "TabSeparated"),
            new ExportFormat("TabSeparatedWithNames", "TabSeparatedWithNames", "TabSeparated"),
            new ExportFormat("TSVWithNames", "TabSeparatedWithNames", "TabSeparated"),
            new ExportFormat("TabSeparatedWithNamesAndTypes", "TabSeparatedWithNamesAndTypes", "TabSeparated"),
            new ExportFormat("TSVWithNamesAndTypes", "TabSeparatedWithNamesAndTypes", "TabSeparated"),
            new ExportFormat("CSV", "CSV", "CSV"),
            new ExportFormat("CSVWithNames", "CSVWithNames", "CSV"),
            new ExportFormat("CSVWithNamesAndTypes", "CSVWithNamesAndTypes", "CSV"),
            new ExportFormat("JSONEachRow", "JSONEachRow", "JSONEachRow"),
            new ExportFormat("JSONLines", "JSONEachRow", "JSONEachRow"),
            new ExportFormat("NDJSON", "JSONEachRow", "JSONEachRow"));

    /** The format called {@code name}; others fail with UNKNOWN_FORMAT listing these. */
    public static ExportFormat named(String name) {
        return ALL.stream().filter(f -> f.name.equals(name)).findFirst().orElseThrow(() -> new MergeLabException(
                ErrorCode.UNKNOWN_FORMAT, "Cannot export generated data as " + name + "; formats: "
                + String.join(", ", ALL.stream().map(ExportFormat::name).toList())));
    }
}
