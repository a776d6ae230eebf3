package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.DirectCapture;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.connect.RunExplains;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.dataset.ProvenanceTable;
import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.PartLogEvent;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.QueryLogEntry;
import java.util.Comparator;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Capture's reads from what the target hands over ({@link DirectCapture}), parsed by the same code as the SQL reads'
 * rows, so a run comes out the same either way. A SELECT's EXPLAINs come from its run; where there are none (it
 * failed), it is explained again, and an EXPLAIN that fails is asked again through SQL: then each of the three says
 * for itself why it failed, word for word as the SQL path records it.
 */
final class DirectCaptureReads implements CaptureReads {
    private final DirectCapture direct;
    private final SqlCaptureReads sql;

    DirectCaptureReads(DirectCapture direct, SqlCaptureReads sql) {
        this.direct = direct;
        this.sql = sql;
    }

    @Override
    public Explains explains(String statement, Map<String, String> settings, Map<String, String> parameters,
                             List<String> missing) {
        if (!Statements.explainable(statement)) {
            return sql.explains(statement, settings, parameters, missing);
        }
        try {
            return direct.explains(QueryRequest.of(Statements.withoutFinalSemicolon(statement))
                    .withSettings(settings).withParameters(parameters));
        } catch (TargetException e) {
            return sql.explains(statement, settings, parameters, missing);
        }
    }

    @Override
    public Optional<RunExplains> executedExplains(TargetResult executed) {
        return direct.executedExplains(executed);
    }

    @Override
    public boolean explainsFromRun() {
        return true;
    }

    @Override
    public Optional<QueryLogEntry> queryLog(String queryId) {
        return QueryLogReader.chosen(named(direct.queryLogRows(queryId)));
    }

    @Override
    public List<ProcessorRow> processors(String queryId) {
        return ProcessorLogReader.processors(named(direct.processorsProfileLogRows(queryId)));
    }

    @Override
    public List<PartRow> parts(String database, String table) {
        return direct.parts(database, table).stream().sorted(Comparator.comparing(PartRow::name)).toList();
    }

    @Override
    public List<PartLogEvent> partLog(String database, String table, Instant since) {
        return partLog(database, table, since, PartLogWindowReader.MAX_EVENTS);
    }

    /** As {@link #partLog(String, String, Instant)}, keeping at most {@code limit} events. */
    List<PartLogEvent> partLog(String database, String table, Instant since, int limit) {
        return PartLogWindowReader.ofLogRows(sql.target(), database, table,
                named(direct.partLogRows(database, table, since)), limit);
    }

    /**
     * Through SQL, as {@code mergelab.datasets} is an ordinary table of the target; skipped when the table has no
     * part, which holds no row the query could find (most data directories never had a generator's load).
     */
    @Override
    public List<DatasetFingerprint> datasets(List<String> tables) {
        int dot = ProvenanceTable.NAME.indexOf('.');
        if (direct.parts(ProvenanceTable.NAME.substring(0, dot), ProvenanceTable.NAME.substring(dot + 1)).isEmpty()) {
            return List.of();
        }
        return sql.datasets(tables);
    }

    private static List<NamedRow> named(List<Map<String, String>> rows) {
        return rows.stream().map(NamedRow::new).toList();
    }
}
