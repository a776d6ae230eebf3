package io.mergelab.app.gui.compare;

import io.mergelab.app.gui.services.ReportExporter;
import io.mergelab.profiler.report.Report;
import io.mergelab.profiler.report.RunSection;
import io.mergelab.profiler.report.StoredReport;
import io.mergelab.profiler.store.RunStore;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableValue;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The Compare screen's report actions on the opened comparison or sweep: "Export report…" and "Open in browser",
 * both through the {@link ReportExporter}, the report (the comparison with every run it measured) read from the run
 * store in the exporter's task. Possible while a stored comparison is open and no report is being written.
 */
public final class CompareReportViewModel {
    private final ObservableValue<String> openedId;
    private final Supplier<Optional<RunStore>> store;
    private final ReportExporter exporter;
    private final Clock clock;
    private final BooleanBinding canReport;

    public CompareReportViewModel(ObservableValue<String> openedId, Supplier<Optional<RunStore>> store,
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

    /** Asks for a file and writes the opened comparison's report there; suggests {@code comparison-1a2b3c4d.html}. */
    public void exportReport() {
        String id = openedId.getValue();
        if (canReport.get()) {
            exporter.export("comparison-" + RunSection.shortId(id) + ".html", () -> report(id));
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
        return StoredReport.of(opened, List.of(id), List.of(), Optional.empty(), clock.instant());
    }
}
