package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.RunExplains;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.dataset.ProvenanceTable;
import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.PartLogEvent;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.QueryLogEntry;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Capture's reads as SQL statements on the target: the way every target, a ClickHouse server included, is read. */
final class SqlCaptureReads implements CaptureReads {
    private final QueryTarget target;

    SqlCaptureReads(QueryTarget target) {
        this.target = target;
    }

    /** The target read: also where the direct reads ask what only SQL tells. */
    QueryTarget target() {
        return target;
    }

    @Override
    public Explains explains(String sql, Map<String, String> settings, Map<String, String> parameters,
                             List<String> missing) {
        return ExplainReader.read(target, sql, settings, parameters, missing);
    }

    /** A server's EXPLAINs can only be asked for, before the statement (see {@link RunRecorder}). */
    @Override
    public Optional<RunExplains> executedExplains(TargetResult executed) {
        return Optional.empty();
    }

    @Override
    public boolean explainsFromRun() {
        return false;
    }

    @Override
    public Optional<QueryLogEntry> queryLog(String queryId) {
        return QueryLogReader.read(target, queryId);
    }

    @Override
    public List<ProcessorRow> processors(String queryId) {
        return ProcessorLogReader.read(target, queryId);
    }

    @Override
    public List<PartRow> parts(String database, String table) {
        return PartsReader.read(target, database, table);
    }

    @Override
    public List<PartLogEvent> partLog(String database, String table, Instant since) {
        return partLog(database, table, since, PartLogWindowReader.MAX_EVENTS);
    }

    /** As {@link #partLog(String, String, Instant)}, keeping at most {@code limit} events. */
    List<PartLogEvent> partLog(String database, String table, Instant since, int limit) {
        return PartLogWindowReader.read(target, database, table, since, limit);
    }

    @Override
    public List<DatasetFingerprint> datasets(List<String> tables) {
        return ProvenanceTable.latest(target, tables);
    }
}
