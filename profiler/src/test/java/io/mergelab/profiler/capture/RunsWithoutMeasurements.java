package io.mergelab.profiler.capture;

import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.Outcome;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.TargetInfo;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A run with what two executions of the same statement cannot share blanked out, so two recordings compare equal
 * when everything else is:
 * <ul>
 *   <li>identities, new for each run: the run and series ids, the query_id (also query_log's {@code query_id} and
 *       {@code initial_query_id});</li>
 *   <li>clock readings: {@code startedAt}, query_log's {@code event_date}, {@code event_time},
 *       {@code event_time_microseconds}, {@code query_start_time}, {@code query_start_time_microseconds}, and each
 *       part's {@code modification_time} (the two engines wrote their parts at different moments);</li>
 *   <li>measured durations: the client's elapsed time, query_log's {@code query_duration_ms}, every ProfileEvent
 *       named {@code ...Microseconds}, and each processor's elapsed, input-wait and output-wait µs;</li>
 *   <li>what depends on how the threads interleaved: query_log's {@code thread_ids}, and its {@code memory_usage}
 *       (the peak of memory held at once, which depends on how many blocks were in flight together);</li>
 *   <li>the target's description, which names the data directory (the test compares two engines).</li>
 * </ul>
 */
final class RunsWithoutMeasurements {
    private static final Set<String> CLOCK_AND_IDENTITY_COLUMNS = Set.of("event_date", "event_time",
            "event_time_microseconds", "query_start_time", "query_start_time_microseconds", "query_duration_ms",
            "query_id", "initial_query_id", "thread_ids", "memory_usage", "ProfileEvents");

    private RunsWithoutMeasurements() {
    }

    static Run of(Run run) {
        Outcome outcome = run.outcome();
        return new Run("", "", run.repetition(), "",
                new TargetInfo(run.target().kind(), "", run.target().engineVersion()), run.sql(),
                run.normalizedQueryHash(), run.settings(), run.parameters(), run.tags(), Instant.EPOCH,
                new Outcome(0, outcome.resultRows(), outcome.resultBytes(), outcome.firstRowsDigest(), outcome.error()),
                run.queryLog().map(RunsWithoutMeasurements::log), run.processors().stream()
                .map(RunsWithoutMeasurements::processor).toList(), run.indexFunnels(), run.explains(),
                run.parts().stream().map(RunsWithoutMeasurements::part).toList(),
                run.datasets(), run.machine(), run.missing());
    }

    /**
     * {@link #of} without the index funnels and the two plan EXPLAINs that print them (the pipeline is kept): for a read
     * whose skip indexes were checked while reading, where a run's own funnel and EXPLAIN's before it legitimately differ.
     */
    static Run withoutIndexAnalysis(Run run) {
        Run r = of(run);
        return new Run(r.id(), r.seriesId(), r.repetition(), r.queryId(), r.target(), r.sql(), r.normalizedQueryHash(),
                r.settings(), r.parameters(), r.tags(), r.startedAt(), r.outcome(), r.queryLog(), r.processors(),
                List.of(), new Explains("", "", r.explains().pipelineText()), r.parts(),
                r.datasets(), r.machine(), r.missing());
    }

    /** The ProfileEvents column's counts stay compared through the typed map, without the timings. */
    private static QueryLogEntry log(QueryLogEntry log) {
        Map<String, Long> events = new LinkedHashMap<>(log.profileEvents());
        events.keySet().removeIf(name -> name.endsWith("Microseconds"));
        Map<String, String> columns = new LinkedHashMap<>(log.columns());
        CLOCK_AND_IDENTITY_COLUMNS.forEach(name -> columns.replace(name, ""));
        return new QueryLogEntry(log.type(), 0, log.readRows(), log.readBytes(), log.writtenRows(),
                log.writtenBytes(), log.resultRows(), log.resultBytes(), 0, log.databases(),
                log.tables(), log.exceptionCode(), log.exception(), log.logComment(), events, log.settings(), columns);
    }

    private static ProcessorRow processor(ProcessorRow p) {
        return new ProcessorRow(p.id(), p.parentIds(), p.planStepId(), p.planStepName(), p.planStepDescription(),
                p.planGroup(), p.name(), p.processorUniqId(), p.stepUniqId(), 0, 0, 0, p.inputRows(), p.inputBytes(),
                p.outputRows(), p.outputBytes());
    }

    private static PartRow part(PartRow p) {
        return new PartRow(p.database(), p.table(), p.partition(), p.name(), p.partType(), p.active(), p.rows(),
                p.marks(), p.bytesOnDisk(), p.dataCompressedBytes(), p.dataUncompressedBytes(),
                p.primaryKeyBytesInMemory(), p.level(), p.minBlockNumber(), p.maxBlockNumber(), 0);
    }
}
