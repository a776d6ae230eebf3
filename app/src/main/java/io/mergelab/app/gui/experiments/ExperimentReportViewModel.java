package io.mergelab.app.gui.experiments;

import io.mergelab.app.gui.services.ReportExporter;
import io.mergelab.app.gui.services.StoredReportActions;
import io.mergelab.profiler.report.StoredReport;
import io.mergelab.profiler.store.RunStore;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.value.ObservableValue;

/**
 * The Experiments screen's report actions on the opened experiment, in the formats {@code mergelab report
 * --experiment ID} writes: the report holds the experiment, every query's comparison and every run.
 */
public final class ExperimentReportViewModel extends StoredReportActions {

    public ExperimentReportViewModel(ObservableValue<String> openedId, Supplier<Optional<RunStore>> store,
                                     ReportExporter exporter, Clock clock) {
        super(openedId, store, exporter, "experiment", (opened, id, completeRuns) ->
                StoredReport.of(opened, List.of(id), List.of(), List.of(), Optional.empty(), clock.instant(), completeRuns));
    }
}
