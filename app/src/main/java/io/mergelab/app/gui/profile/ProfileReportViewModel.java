package io.mergelab.app.gui.profile;

import io.mergelab.app.gui.services.ReportExporter;
import io.mergelab.profiler.report.Report;
import io.mergelab.profiler.report.RunSection;
import io.mergelab.profiler.run.Run;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableValue;

import java.time.Clock;
import java.util.List;

/**
 * The Profile screen's report actions on the selected run: "Export report…" and "Open in browser", both through the
 * {@link ReportExporter}; possible while a captured run is shown and no report is being written.
 */
public final class ProfileReportViewModel {
    private final ObservableValue<Run> selectedRun;
    private final ReportExporter exporter;
    private final Clock clock;
    private final BooleanBinding canReport;

    public ProfileReportViewModel(ObservableValue<Run> selectedRun, ReportExporter exporter, Clock clock) {
        this.selectedRun = selectedRun;
        this.exporter = exporter;
        this.clock = clock;
        this.canReport = Bindings.createBooleanBinding(() -> selectedRun.getValue() != null
                && !exporter.busyProperty().get(), selectedRun, exporter.busyProperty());
    }

    public BooleanBinding canReportProperty() {
        return canReport;
    }

    /** Asks for a file and writes the selected run's report there; suggests {@code run-1a2b3c4d.html}. */
    public void exportReport() {
        Run run = selectedRun.getValue();
        if (run != null) {
            exporter.export("run-" + RunSection.shortId(run.id()) + ".html", format -> report(run));
        }
    }

    public void openInBrowser() {
        Run run = selectedRun.getValue();
        if (run != null) {
            exporter.openInBrowser(format -> report(run));
        }
    }

    private Report report(Run run) {
        return Report.ofRuns(List.of(run), clock.instant());
    }
}
