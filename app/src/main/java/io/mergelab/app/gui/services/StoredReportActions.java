package io.mergelab.app.gui.services;

import io.mergelab.profiler.report.Report;
import io.mergelab.profiler.report.ReportFormat;
import io.mergelab.profiler.report.RunSection;
import io.mergelab.profiler.store.RunStore;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableValue;

/**
 * A screen's report actions on the stored record it has open (a comparison, an experiment): "Export report…" and
 * "Open in browser", both through the {@link ReportExporter}, the report read from the run store in the exporter's
 * task. Possible while a record is open and no report is being written.
 */
public class StoredReportActions {
    /** The report of the stored record {@code id}, with whole runs only when {@code completeRuns} (JSON carries them). */
    @FunctionalInterface
    protected interface StoredSource {
        Report report(RunStore store, String id, boolean completeRuns);
    }

    private final ObservableValue<String> openedId;
    private final Supplier<Optional<RunStore>> store;
    private final ReportExporter exporter;
    private final String fileStem;
    private final StoredSource reportOf;
    private final BooleanBinding canReport;

    /**
     * @param fileStem the suggested file name's start ({@code comparison} suggests {@code comparison-1a2b3c4d.html})
     * @param reportOf the report of the record with the given id, read from the open store
     */
    protected StoredReportActions(ObservableValue<String> openedId, Supplier<Optional<RunStore>> store,
                                  ReportExporter exporter, String fileStem, StoredSource reportOf) {
        this.openedId = openedId;
        this.store = store;
        this.exporter = exporter;
        this.fileStem = fileStem;
        this.reportOf = reportOf;
        this.canReport = Bindings.createBooleanBinding(() -> openedId.getValue() != null
                && !openedId.getValue().isEmpty() && !exporter.busyProperty().get(), openedId, exporter.busyProperty());
    }

    public BooleanBinding canReportProperty() {
        return canReport;
    }

    /** Asks for a file and writes the open record's report there. */
    public void exportReport() {
        String id = openedId.getValue();
        if (canReport.get()) {
            exporter.export(fileStem + "-" + RunSection.shortId(id) + ".html", format -> report(id, format));
        }
    }

    public void openInBrowser() {
        String id = openedId.getValue();
        if (canReport.get()) {
            exporter.openInBrowser(format -> report(id, format));
        }
    }

    private Report report(String id, ReportFormat format) {
        RunStore opened = store.get().orElseThrow(() -> new IllegalStateException("The run store is not open"));
        return reportOf.report(opened, id, format == ReportFormat.JSON);
    }
}
