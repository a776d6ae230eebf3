package io.mergelab.engine.interpreter;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.PhaseTimings;
import io.mergelab.engine.querylog.ProfileEvent;
import io.mergelab.engine.querylog.ProfileEventCounters;
import io.mergelab.engine.QueryKind;
import io.mergelab.engine.querylog.QueryLogs;
import io.mergelab.engine.QueryProfile;
import io.mergelab.engine.querylog.RunningQuery;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.table.ReadCounters;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;

/**
 * Connects queries to {@code system.query_log}, {@code system.processors_profile_log} and {@code system.processes}:
 * a parse failure is one ExceptionBeforeStart row; every parsed statement is registered as running, logged as
 * QueryStart once analysed and planned ({@link QueryContext#markStarted}), and, when it ends, as QueryFinish,
 * ExceptionWhileProcessing, or ExceptionBeforeStart if it failed before starting, with its processors' profile.
 */
final class QueryLogging {
    static final String USER = "default";

    private final QueryLogs logs;
    /** Runs after each query ended: parts retired while it ran may now be deleted. */
    private final Runnable afterQuery;

    QueryLogging(QueryLogs logs, Runnable afterQuery) {
        this.logs = logs;
        this.afterQuery = afterQuery;
    }

    void beforeStart(String queryId, String sql, String currentDatabase, Settings settings, MergeLabException error,
                     Instant start, long parseNanos) {
        logs.exceptionBeforeStart(QueryProfile.builder(queryId, sql)
                .currentDatabase(currentDatabase)
                .user(USER)
                .settingsChanged(settings.changes())
                .startTimeMicros(ChronoUnit.MICROS.between(Instant.EPOCH, start))
                .durationMicros(parseNanos / 1000)
                .phases(new PhaseTimings(parseNanos, 0, 0, 0, 0))
                .exception(error.code().code(), error.getMessage())
                .build(), settings);
    }

    /** Registers a parsed statement as running and returns its context; its end is logged through the context. */
    QueryContext start(String queryId, String sql, QueryKind kind, String currentDatabase, Settings settings,
                       Map<String, String> parameters, long parseNanos) {
        RunningQuery running = logs.start(queryId, sql, kind, currentDatabase, USER, settings);
        return new QueryContext(running, parameters, (ctx, summary, resultBytes, error) -> finish(ctx, summary, resultBytes, error, parseNanos),
                () -> logs.logStart(running));
    }

    /** Logs the end of the query and returns its profile. */
    private QueryProfile finish(QueryContext ctx, QuerySummary summary, long resultBytes, MergeLabException error,
                                long parseNanos) {
        PhaseTimings phases = ctx.phases(parseNanos, summary.elapsedNanos());
        ProfileEventCounters events = ctx.running().events();
        events.increment(ProfileEvent.SelectedRows, summary.readRows());
        events.increment(ProfileEvent.SelectedBytes, summary.readBytes());
        if (summary.writtenRows() > 0) {
            events.increment(ProfileEvent.InsertedRows, summary.writtenRows());
            events.increment(ProfileEvent.InsertedBytes, summary.writtenBytes());
        }
        events.increment(ProfileEvent.MergeLabParseMicroseconds, phases.parseNanos() / 1000);
        events.increment(ProfileEvent.MergeLabAnalyseMicroseconds, phases.analyseNanos() / 1000);
        events.increment(ProfileEvent.MergeLabPlanMicroseconds, phases.planNanos() / 1000);
        events.increment(ProfileEvent.MergeLabIndexAnalysisMicroseconds, phases.indexAnalysisNanos() / 1000);
        ReadCounters reads = ctx.readCounters();
        events.increment(ProfileEvent.SelectedPartsTotal, reads.partsTotal());
        events.increment(ProfileEvent.SelectedParts, reads.partsSelected());
        events.increment(ProfileEvent.SelectedRanges, reads.rangesSelected());
        events.increment(ProfileEvent.SelectedMarksTotal, reads.marksTotal());
        events.increment(ProfileEvent.SelectedMarks, reads.marksSelected() - reads.streamingSkippedMarks());
        events.increment(ProfileEvent.MergeLabStreamingSkippedMarks, reads.streamingSkippedMarks());
        events.increment(ProfileEvent.MergeLabStreamingIndexGranulesRead, reads.streamingIndexGranulesRead());
        events.increment(ProfileEvent.QueryConditionCacheHits, reads.conditionCacheHits());
        events.increment(ProfileEvent.QueryConditionCacheMisses, reads.conditionCacheMisses());
        events.increment(ProfileEvent.FilteringMarksWithSecondaryKeysMicroseconds, reads.skipIndexNanos() / 1000);
        events.increment(ProfileEvent.MarkCacheHits, reads.markCacheHits());
        events.increment(ProfileEvent.MarkCacheMisses, reads.markCacheMisses());
        events.increment(ProfileEvent.FilteringMarksWithPrimaryKeyMicroseconds, reads.primaryKeyNanos() / 1000);
        events.increment(ProfileEvent.RowsReadByPrewhereReaders, reads.rowsReadByPrewhereReaders());
        events.increment(ProfileEvent.RowsReadByMainReader, reads.rowsReadByMainReader());
        events.increment(ProfileEvent.AggregationPreallocatedElementsInHashTables, reads.preallocatedGroups());
        events.increment(ProfileEvent.MergeLabExecuteMicroseconds, phases.executeNanos() / 1000);
        QueryProfile.Builder profile = ctx.running().profile()
                .phases(phases)
                .result(summary.resultRows(), resultBytes)
                .written(summary.writtenRows(), summary.writtenBytes())
                .processors(ctx.execution().map(QueryExecution::processorStats).orElse(List.of()))
                .touched(ctx.touchedDatabases(), ctx.touchedTables(), ctx.touchedColumns())
                .indexFunnels(reads.funnels());
        if (error != null) {
            profile.exception(error.code().code(), error.getMessage());
        }
        QueryProfile finished = profile.build();
        logs.finish(ctx.running(), finished);
        afterQuery.run();
        return finished;
    }

    QueryLogs logs() {
        return logs;
    }
}
