package io.mergelab.profiler.report;

import io.mergelab.profiler.bundle.RunBundle;
import io.mergelab.profiler.glossary.Glossary;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a report in a format: HTML, Markdown (with its chart folder), JSON (a runs bundle, so {@code mergelab
 * import} restores the runs) or CSV.
 */
public final class ReportWriter {
    private ReportWriter() {
    }

    public static void write(Report report, ReportFormat format, Path file) {
        switch (format) {
            case HTML -> text(file, HtmlReport.render(report, Glossary.standard()));
            case MARKDOWN -> MarkdownReport.write(report, Glossary.standard(), file);
            case JSON -> RunBundle.write(report.contents(), file);
            case CSV -> text(file, CsvReport.render(report));
        }
    }

    private static void text(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the report " + file + ": " + e.getMessage(), e);
        }
    }
}
