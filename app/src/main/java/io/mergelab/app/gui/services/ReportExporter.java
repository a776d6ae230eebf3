package io.mergelab.app.gui.services;

import io.mergelab.profiler.bundle.TableRecipes;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.report.Report;
import io.mergelab.profiler.report.ReportFormat;
import io.mergelab.profiler.report.ReportWriter;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Writes reports for any screen, in the background through the task runner: "Export report…" asks for a file (the
 * format from its extension; none gives HTML) and writes it; "Open in browser" writes the HTML to a temporary file
 * and hands it to the {@link BrowserOpener}. The report is built in the task ({@link Source}) for the format
 * chosen (a stored record's runs load whole only for JSON, which carries them), and the tables its
 * runs read get their recipes, with DDL from the current target when there is one, so its JSON can be replayed.
 * A failure is shown in an error dialog; {@link #busyProperty()} is true while a report is written.
 */
public final class ReportExporter {
    /** The file types the save dialog offers, HTML first. */
    public static final List<FileFilter> FILTERS = List.of(
            new FileFilter("HTML report (one offline file)", List.of("*.html")),
            new FileFilter("Markdown with SVG charts beside it", List.of("*.md")),
            new FileFilter("JSON bundle (import, replay)", List.of("*.json")),
            new FileFilter("CSV of the metrics", List.of("*.csv")));

    /** Builds the report to write in {@code format}; runs in the background. */
    @FunctionalInterface
    public interface Source {
        Report build(ReportFormat format) throws Exception;
    }

    private final TaskRunner tasks;
    private final DialogService dialogs;
    private final BrowserOpener browser;
    private final Supplier<Optional<QueryTarget>> target;
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyObjectWrapper<Path> lastWritten = new ReadOnlyObjectWrapper<>();

    public ReportExporter(TaskRunner tasks, DialogService dialogs, BrowserOpener browser,
                          Supplier<Optional<QueryTarget>> target) {
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.browser = browser;
        this.target = target;
    }

    /** Asks where to save the report and writes it there; nothing happens when the dialog is cancelled. */
    public void export(String suggestedName, Source source) {
        Optional<Path> chosen = dialogs.chooseFileToSave("Export report", suggestedName, FILTERS);
        if (chosen.isEmpty()) {
            return;
        }
        Path file = withExtension(chosen.get());
        ReportFormat format;
        try {
            format = ReportFormat.of(file);
        } catch (IllegalArgumentException e) {
            dialogs.showError("Export report", e.getMessage());
            return;
        }
        write("Export report to " + file.getFileName(), source, format, file, () -> lastWritten.set(file));
    }

    /** Writes the report as HTML to a temporary file and opens it in the browser. */
    public void openInBrowser(Source source) {
        Path file;
        try {
            file = Files.createTempFile("mergelab-report-", ".html");
        } catch (IOException e) {
            dialogs.showError("Open report in browser", "Cannot create a temporary file: " + e.getMessage());
            return;
        }
        write("Open report in browser", source, ReportFormat.HTML, file, () -> {
            lastWritten.set(file);
            browser.open(file);
        });
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The last report written, null before the first. */
    public ReadOnlyObjectProperty<Path> lastWrittenProperty() {
        return lastWritten.getReadOnlyProperty();
    }

    private void write(String title, Source source, ReportFormat format, Path file, Runnable done) {
        busy.set(true);
        tasks.task(title, progress -> {
            progress.update(TaskProgress.UNKNOWN, "Building the report");
            Report built = source.build(format);
            progress.update(0.3, "Reading the tables' DDL");
            Report report = built.withTables(TableRecipes.of(built.runs(), target.get()));
            progress.update(0.5, "Writing " + file.getFileName() + " (" + report.runs().size() + " runs)");
            ReportWriter.write(report, format, file);
            progress.update(1, "Wrote " + file.getFileName());
            return file;
        }).onSuccess(written -> {
            busy.set(false);
            done.run();
        }).onFailure(e -> {
            busy.set(false);
            dialogs.showError(title, e.getMessage() == null ? e.toString() : e.getMessage());
        }).onCancelled(() -> busy.set(false)).start();
    }

    /** A file chosen without an extension gets {@code .html}, the format that needs nothing else to read. */
    private static Path withExtension(Path file) {
        String name = file.getFileName().toString();
        return name.contains(".") ? file : file.resolveSibling(name + ".html");
    }
}
