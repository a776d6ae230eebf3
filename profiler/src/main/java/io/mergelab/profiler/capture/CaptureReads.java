package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.RunExplains;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.connect.TargetResult;
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

/**
 * Where capture gets what a target knows of a run: through SQL ({@link SqlCaptureReads}, every target) or handed over
 * by the target ({@link DirectCaptureReads}). Both give equal answers; {@link RunRecorder} decides what is missing.
 * Failures are {@link TargetException}s, or {@link IllegalArgumentException}s for rows that cannot be read.
 */
interface CaptureReads {

    /** The three EXPLAINs of a SELECT; one that fails is left empty and says why in {@code missing}. */
    Explains explains(String sql, Map<String, String> settings, Map<String, String> parameters, List<String> missing);

    /**
     * The EXPLAINs of a SELECT from its run ({@code executed}, drained and closed) and their index funnels, where the
     * target can explain what it ran; empty where it cannot or the statement failed. When {@link #explainsFromRun()}, capture asks here after the
     * statement instead of explaining before it.
     */
    Optional<RunExplains> executedExplains(TargetResult executed);

    /** Whether a SELECT's EXPLAINs come from its run ({@link #executedExplains}) rather than from before it. */
    boolean explainsFromRun();

    /** The statement's QueryFinish or exception row of system.query_log, if the log holds one. */
    Optional<QueryLogEntry> queryLog(String queryId);

    /** The statement's rows of system.processors_profile_log, by processor id. */
    List<ProcessorRow> processors(String queryId);

    /** The rows of system.parts for {@code database.table}, by part name. */
    List<PartRow> parts(String database, String table);

    /** The latest {@code system.part_log} events of {@code database.table} since {@code since}, oldest first. */
    List<PartLogEvent> partLog(String database, String table, Instant since);

    /** What MergeLab's generators recorded of {@code tables} in {@code mergelab.datasets}, newest per table. */
    List<DatasetFingerprint> datasets(List<String> tables);
}
