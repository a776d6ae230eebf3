package io.mergelab.sampledata.export;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.format.OutputFormat;
import io.mergelab.engine.format.OutputFormats;
import io.mergelab.engine.type.DataType;
import java.io.ByteArrayOutputStream;
import java.util.List;

/**
 * The file formats generated data can be exported in, by ClickHouse name: each is written block by block, the
 * first block in {@code headerFormat} (with the names line where the format has one), the others in
 * {@code bodyFormat}, so blocks can be formatted in parallel and concatenated.
 */
public record ExportFormat(String name, String headerFormat, String bodyFormat) {
    /** Only JSON writes statistics from the summary, and generated data is never exported as JSON. */
    private static final QuerySummary NO_SUMMARY = new QuerySummary("", 0, 0, 0, 0, 0, 0, 0);
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
            new ExportFormat("NDJSON", "JSONEachRow", "JSONEachRow"),
            new ExportFormat("Native", "Native", "Native"));

    /**
     * One block in this format, as the engine's output format writes it: the first block of a file with the header
     * lines ({@code first}), the others without, so blocks formatted apart concatenate into one file.
     */
    public byte[] block(Chunk chunk, boolean first, List<String> names, List<DataType> types) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(Math.max(1024, (int) Math.min(1 << 30, chunk.byteSize() * 2)));
        OutputFormat writer = OutputFormats.open(first ? headerFormat : bodyFormat, bytes);
        writer.writeHeader(names, types);
        writer.writeChunk(chunk);
        writer.finish(NO_SUMMARY);
        return bytes.toByteArray();
    }

    /** The format called {@code name}; others fail with UNKNOWN_FORMAT listing these. */
    public static ExportFormat named(String name) {
        return ALL.stream().filter(f -> f.name.equals(name)).findFirst().orElseThrow(() -> new MergeLabException(
                ErrorCode.UNKNOWN_FORMAT, "Cannot export generated data as " + name + "; formats: "
                + String.join(", ", ALL.stream().map(ExportFormat::name).toList())));
    }
}
