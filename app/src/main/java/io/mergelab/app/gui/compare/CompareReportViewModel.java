package io.mergelab.app.gui.compare;

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
 * The Compare screen's report actions on the opened comparison or sweep: the report holds the comparison with every
 * run it measured.
 */
public final class CompareReportViewModel extends StoredReportActions {

    public CompareReportViewModel(ObservableValue<String> openedId, Supplier<Optional<RunStore>> store,
                                  ReportExporter exporter, Clock clock) {
        super(openedId, store, exporter, "comparison",
                (opened, id, completeRuns) -> StoredReport.of(opened, List.of(), List.of(id), List.of(), Optional.empty(),
                        clock.instant(), completeRuns));
    }
}
