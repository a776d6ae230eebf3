package io.mergelab.app.gui.experiments;

import io.mergelab.app.gui.services.ReportExporter;
import io.mergelab.profiler.report.Report;
import io.mergelab.profiler.report.RunSection;
import io.mergelab.profiler.report.StoredReport;
import io.mergelab.profiler.store.RunStore;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableValue;

/**
 * The Experiments screen's report actions on the opened experiment: "Export report…" (HTML, Markdown, JSON or CSV,
 * as {@code mergelab report --experiment ID} writes) and "Open in browser", through the {@link ReportExporter}; the
 * report (the experiment, every query's comparison and every run) is read from the run store in the exporter's task.
 */
public final class ExperimentReportViewModel {
    private final ObservableValue<String> openedId;
    private final Supplier<Optional<RunStore>> store;
    private final ReportExporter exporter;
    private final Clock clock;
    private final BooleanBinding canReport;

    public ExperimentReportViewModel(ObservableValue<String> openedId, Supplier<Optional<RunStore>> store,
                                     ReportExporter exporter, Clock clock) {
        this.openedId = openedId;
        this.store = store;
        this.exporter = exporter;
        this.clock = clock;
        this.canReport = Bindings.createBooleanBinding(() -> openedId.getValue() != null
                && !openedId.getValue().isEmpty() && !exporter.busyProperty().get(), openedId, exporter.busyProperty());
    }

    public BooleanBinding canReportProperty() {
        return canReport;
    }

    /** Asks for a file and writes the opened experiment's report there; suggests {@code experiment-1a2b3c4d.html}. */
    public void exportReport() {
        String id = openedId.getValue();
        if (canReport.get()) {
            exporter.export("experiment-" + RunSection.shortId(id) + ".html", () -> report(id));
        }
    }

    public void openInBrowser() {
        String id = openedId.getValue();
        if (canReport.get()) {
            exporter.openInBrowser(() -> report(id));
        }
    }

    private Report report(String id) {
        RunStore opened = store.get().orElseThrow(() -> new IllegalStateException("The run store is not open"));
        return StoredReport.of(opened, List.of(id), List.of(), List.of(), Optional.empty(), clock.instant());
    }
}
