package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.CaptureFeature;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.RunExplains;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.dataset.ProvenanceTable;
import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.NodeRun;
import io.mergelab.profiler.run.Outcome;
import io.mergelab.profiler.run.PartLogEvent;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;
import io.mergelab.profiler.run.TargetInfo;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;

/**
 * Runs a statement on a target and records each run with everything the target says about it, read through SQL the
 * same way for every target. For each measured run: the three EXPLAINs (SELECT only; the index funnels come from the
 * json one; see below for when), then the statement with a fresh UUID query_id and its tags in {@code log_comment}, drained and timed by
 * the client, then {@code SYSTEM FLUSH LOGS} (skipped where the target serves unflushed log rows, as the embedded
 * engine does: the same rows, without writing parts to disk), the run's {@code system.query_log} row, its
 * {@code system.processors_profile_log} rows, {@code system.parts} of every table the query log names, and what a
 * MergeLab generator recorded about those tables in {@code mergelab.datasets} (when the target has that table).
 *
 * <p>A target that offers a {@link io.mergelab.profiler.connect.DirectCapture} (the embedded engine) hands over the
 * EXPLAINs, log rows and parts instead of answering six statements; the run recorded is the same
 * ({@link DirectCaptureReads}), but for the Skip rows of skip indexes checked while reading, which are then what the run
 * dropped. The statement itself always runs as a client sends it.
 *
 * <p>Through SQL, EXPLAIN runs just before the statement, not after it, because the run itself fills the query
 * condition cache: an EXPLAIN afterwards would show index analysis pruned by what the run just learnt, not what the run
 * faced. In cold mode the caches are dropped before the EXPLAINs and again before the statement, as EXPLAIN reads
 * index files. A target that explains what it ran ({@link CaptureReads#explainsFromRun()}) gives the EXPLAINs of the
 * run itself once it ended: its own plan and index analysis, with nothing planned or analysed again; a failed SELECT
 * is explained afterwards, as it has no run to explain.
 *
 * <p>What the target lacks ({@link QueryTarget#lacks}: an old server's missing EXPLAIN, processors log, query log
 * tables or log_comment) is not asked for and is named in {@link Run#missing()}; so is what cannot be read. A failed statement still gives a run, with its error. On a target opened on a cluster
 * ({@link QueryTarget#cluster()}) every server's share of the run is read too ({@link ClusterCapture}). Not
 * thread-safe: one series at a time.
 */
public final class RunRecorder {
    /** How far before the run's start its tables' part log is kept: long enough to see parts pile up and merge. */
    static final Duration PART_LOG_BEFORE = Duration.ofMinutes(10);
    private static final int LOG_RETRIES = 20;
    private static final long LOG_RETRY_MILLIS = 50;
    private final QueryTarget target;
    private final CaptureReads reads;
    private final PageCache pageCache;
    private final ResultTap tap;

    public RunRecorder(QueryTarget target) {
        this(target, new PageCache(), ResultTap.NONE);
    }

    /** A recorder that also hands each measured statement's result to {@code tap} as it drains it. */
    public RunRecorder(QueryTarget target, ResultTap tap) {
        this(target, new PageCache(), tap);
    }

    RunRecorder(QueryTarget target, PageCache pageCache) {
        this(target, pageCache, ResultTap.NONE);
    }

    private RunRecorder(QueryTarget target, PageCache pageCache, ResultTap tap) {
        this.target = target;
        SqlCaptureReads sql = new SqlCaptureReads(target);
        this.reads = target.directCapture().<CaptureReads>map(direct -> new DirectCaptureReads(direct, sql)).orElse(sql);
        this.pageCache = pageCache;
        this.tap = tap;
    }

    /**
     * Runs {@code request}'s warm-ups unmeasured, then its repetitions measured (dropping caches before each when
     * cold), handing each captured run to {@code sink} as soon as it is complete.
     */
    public RecordedSeries record(RunRequest request, RunSink sink) {
        String seriesId = UUID.randomUUID().toString();
        TargetInfo info = target.info();
        for (int i = 0; i < request.warmups(); i++) {
            warmUp(request);
        }
        ColdCaches caches = new ColdCaches(target, pageCache);
        List<Run> runs = new ArrayList<>();
        List<String> notices = new ArrayList<>();
        for (int repetition = 0; repetition < request.repetitions(); repetition++) {
            Run run = capture(request, info, seriesId, repetition, request.cold() ? caches : null, notices);
            sink.accept(run);
            runs.add(run);
        }
        return new RecordedSeries(seriesId, runs, notices);
    }

    /**
     * One measured run of {@code request} (its warm-ups and repetitions are not used), as repetition
     * {@code repetition} of the series {@code seriesId}: for callers that interleave the runs of several requests, as
     * a comparison does. What the cache drops could not do goes into the run's missing list and, once, into
     * {@code notices}.
     */
    public Run recordOne(RunRequest request, String seriesId, int repetition, List<String> notices) {
        return capture(request, target.info(), seriesId, repetition,
                request.cold() ? new ColdCaches(target, pageCache) : null, notices);
    }

    /** One unmeasured run of {@code request}'s statement, its result read and dropped; errors are ignored. */
    public void warmUp(RunRequest request) {
        try (TargetResult result = target.run(statement(request, UUID.randomUUID().toString()))) {
            for (Iterator<List<List<String>>> chunks = result.chunks(); chunks.hasNext(); ) {
                chunks.next();
            }
        } catch (TargetException e) {
            // The measured runs fail the same way and record the error.
        }
    }

    /**
     * One measured run; {@code caches} is null for a warm run. What the cache drops could not do goes into the run's
     * missing list and, once, into the series' {@code notices}.
     */
    private Run capture(RunRequest request, TargetInfo info, String seriesId, int repetition, ColdCaches caches,
                        List<String> notices) {
        List<String> missing = new ArrayList<>();
        dropCaches(caches, missing, notices);
        boolean explainAfter = reads.explainsFromRun() && Statements.explainable(request.sql());
        Explains explains = null;
        if (!explainAfter) {
            explains = explain(request, missing);
            dropCaches(caches, missing, notices);
        }
        String queryId = UUID.randomUUID().toString();
        Instant startedAt = Instant.now();
        lacking(CaptureFeature.LOG_COMMENT, missing);
        Executed ran = execute(statement(request, queryId), explainAfter);
        Outcome outcome = ran.outcome();
        List<IndexFunnel> funnels;
        if (ran.explains().isPresent()) {
            explains = ran.explains().get().explains();
            funnels = ran.explains().get().indexFunnels();
        } else {
            if (explainAfter) {
                explains = explain(request, missing);
            }
            funnels = funnels(explains, missing);
        }
        Optional<QueryLogEntry> queryLog = Optional.empty();
        List<ProcessorRow> processors = List.of();
        if (flushLogs(missing)) {
            queryLog = readQueryLog(queryId, missing);
            boolean pipelineRan = Statements.explainable(request.sql())
                    && queryLog.map(log -> !log.type().equals("ExceptionBeforeStart")).orElse(true);
            processors = readProcessors(queryId, pipelineRan, missing);
        }
        Set<String> partsRead = new HashSet<>();
        List<PartRow> parts = readParts(queryLog, partsRead, missing);
        List<DatasetFingerprint> datasets = queryLog.map(log -> readDatasets(log.tables(), parts, partsRead, missing))
                .orElse(List.of());
        List<PartLogEvent> partLog = readPartLog(parts, startedAt.minus(PART_LOG_BEFORE), missing);
        Optional<QueryLogEntry> entryLog = queryLog;
        List<NodeRun> nodes = target.cluster().map(cluster -> new ClusterCapture(target, cluster,
                ClusterCapture.DEFAULT_LOG_WAIT).read(queryId, request.sql(), request.settings(), entryLog, missing))
                .orElse(List.of());
        return new Run(UUID.randomUUID().toString(), seriesId, repetition, queryId, info, request.sql(),
                queryLog.map(RunRecorder::hash).orElse(0L), effectiveSettings(request, queryLog), request.parameters(),
                request.tags(), startedAt, outcome, queryLog, processors, funnels, explains, parts,
                datasets, MachineProbe.facts(), missing, partLog, nodes);
    }

    /** Whether the target lacks {@code feature}; if so, the run's missing list says so. */
    private boolean lacking(CaptureFeature feature, List<String> missing) {
        Optional<String> why = target.lacks(feature);
        why.ifPresent(reason -> missing.add(feature.label() + ": " + reason));
        return why.isPresent();
    }

    private Explains explain(RunRequest request, List<String> missing) {
        if (lacking(CaptureFeature.EXPLAIN, missing)) {
            return Explains.NONE;
        }
        return reads.explains(request.sql(), withoutLogComment(request.settings()), request.parameters(), missing);
    }

    private static void dropCaches(ColdCaches caches, List<String> missing, List<String> notices) {
        if (caches == null) {
            return;
        }
        for (String notice : caches.drop()) {
            if (!missing.contains(notice)) {
                missing.add(notice);
            }
            if (!notices.contains(notice)) {
                notices.add(notice);
            }
        }
    }

    /** The statement as sent: its tags in log_comment where the target has that setting, else kept in the store only. */
    private QueryRequest statement(RunRequest request, String queryId) {
        Map<String, String> settings = target.lacks(CaptureFeature.LOG_COMMENT).isPresent() ? request.settings()
                : LogComment.withTags(request.settings(), request.tags());
        return new QueryRequest(request.sql(), settings,
                request.parameters(), queryId, Optional.empty());
    }

    /** The statement's outcome and, when asked for, the EXPLAINs of its run. */
    private record Executed(Outcome outcome, Optional<RunExplains> explains) {
    }

    /**
     * Runs the statement as a client: from sending it to its last row, or to its error. Then, if {@code explain}, the
     * EXPLAINs of what ran, outside the time measured.
     */
    private Executed execute(QueryRequest statement, boolean explain) {
        ResultDrain drain = new ResultDrain();
        long startNanos = System.nanoTime();
        String digest = "";
        Optional<RunError> error = Optional.empty();
        TargetResult ran = null;
        tap.started(statement.queryId());
        try (TargetResult result = tap.liveStats().map(live -> target.run(statement, live))
                .orElseGet(() -> target.run(statement))) {
            ran = result;
            digest = drain.drain(result, tap);
        } catch (TargetException e) {
            error = Optional.of(new RunError(e.code(), e.codeName(), e.getMessage()));
        }
        long elapsedMicros = (System.nanoTime() - startNanos) / 1_000;
        Outcome outcome = new Outcome(elapsedMicros, drain.rows(), drain.bytes(), digest, error);
        boolean explained = explain && ran != null && error.isEmpty();
        return new Executed(outcome, explained ? reads.executedExplains(ran) : Optional.empty());
    }

    private boolean flushLogs(List<String> missing) {
        if (target.logsReadableUnflushed()) {
            return true;
        }
        try {
            target.run(QueryRequest.of("SYSTEM FLUSH LOGS")).close();
            return true;
        } catch (TargetException e) {
            missing.add("system.query_log and system.processors_profile_log: SYSTEM FLUSH LOGS failed: " + e.clientLine());
            return false;
        }
    }

    private Optional<QueryLogEntry> readQueryLog(String queryId, List<String> missing) {
        try {
            Optional<QueryLogEntry> entry = reads.queryLog(queryId);
            for (int retry = 0; entry.isEmpty() && retry < LOG_RETRIES && !target.logsReadableUnflushed(); retry++) {
                awaitLogRow();
                target.run(QueryRequest.of("SYSTEM FLUSH LOGS")).close();
                entry = reads.queryLog(queryId);
            }
            if (entry.isEmpty()) {
                missing.add("system.query_log: no row for query_id " + queryId + " (is log_queries off?)");
            }
            return entry;
        } catch (TargetException e) {
            missing.add("system.query_log: " + e.clientLine());
        } catch (IllegalArgumentException e) {
            missing.add("system.query_log: " + e.getMessage());
        }
        return Optional.empty();
    }

    /**
     * A server queues a statement's closing row when the statement ends, which may be just after its client got the
     * answer (18.16 logs a failure after sending the exception): a flush right away can miss it.
     */
    private static void awaitLogRow() {
        try {
            Thread.sleep(LOG_RETRY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The run's processors; none is only worth a word for a SELECT that got as far as running a pipeline. */
    private List<ProcessorRow> readProcessors(String queryId, boolean pipelineExpected, List<String> missing) {
        if (lacking(CaptureFeature.PROCESSORS_PROFILE_LOG, missing)) {
            return List.of();
        }
        try {
            List<ProcessorRow> processors = reads.processors(queryId);
            if (processors.isEmpty() && pipelineExpected) {
                missing.add("system.processors_profile_log: no rows for query_id " + queryId
                        + " (is log_processors_profiles off?)");
            }
            return processors;
        } catch (TargetException e) {
            missing.add("system.processors_profile_log: " + e.clientLine());
        } catch (IllegalArgumentException e) {
            missing.add("system.processors_profile_log: " + e.getMessage());
        }
        return List.of();
    }

    private static List<IndexFunnel> funnels(Explains explains, List<String> missing) {
        if (explains.planJson().isEmpty()) {
            return List.of();
        }
        try {
            return IndexFunnelParser.parse(explains.planJson());
        } catch (IllegalArgumentException e) {
            missing.add("index funnel: " + e.getMessage());
            return List.of();
        }
    }

    /**
     * The part log of the tables whose parts were read and that have parts (a table without parts has no merges),
     * from {@code since} to now.
     */
    private List<PartLogEvent> readPartLog(List<PartRow> parts, Instant since, List<String> missing) {
        Set<List<String>> tables = new LinkedHashSet<>();
        parts.forEach(p -> tables.add(List.of(p.database(), p.table())));
        if (tables.isEmpty() || lacking(CaptureFeature.PART_LOG, missing)) {
            return List.of();
        }
        List<PartLogEvent> events = new ArrayList<>();
        for (List<String> table : tables) {
            try {
                events.addAll(reads.partLog(table.get(0), table.get(1), since));
            } catch (TargetException e) {
                missing.add("system.part_log of " + String.join(".", table) + ": " + e.clientLine());
            }
        }
        return events;
    }

    /** The parts of the tables the query log names, where it names them. */
    private List<PartRow> readParts(Optional<QueryLogEntry> queryLog, Set<String> read, List<String> missing) {
        if (queryLog.isEmpty()) {
            missing.add("system.parts: the tables read are known only from the query_log row, which is missing");
            return List.of();
        }
        if (lacking(CaptureFeature.QUERY_LOG_TABLES, missing)) {
            return List.of();
        }
        return readParts(queryLog.get().tables(), read, missing);
    }

    /** The parts of {@code tables}; the tables whose parts could be read go into {@code read}. */
    private List<PartRow> readParts(List<String> tables, Set<String> read, List<String> missing) {
        List<PartRow> parts = new ArrayList<>();
        for (String table : tables) {
            int dot = table.indexOf('.');
            if (dot < 0) {
                missing.add("system.parts of " + table + ": the query log gives no database");
                continue;
            }
            try {
                parts.addAll(reads.parts(table.substring(0, dot), table.substring(dot + 1)));
                read.add(table);
            } catch (TargetException e) {
                missing.add("system.parts of " + table + ": " + e.clientLine());
            }
        }
        return parts;
    }

    /**
     * The generator's provenance of the tables read, each with its rows now from the parts just read (unknown where
     * they could not be read). Nothing when the target has no provenance table: the data did not come from MergeLab.
     */
    private List<DatasetFingerprint> readDatasets(List<String> tables, List<PartRow> parts, Set<String> partsRead,
                                                  List<String> missing) {
        List<DatasetFingerprint> recorded;
        try {
            recorded = reads.datasets(tables);
        } catch (TargetException e) {
            missing.add(ProvenanceTable.NAME + ": " + e.clientLine());
            return List.of();
        } catch (IllegalArgumentException e) {
            missing.add(e.getMessage());
            return List.of();
        }
        Map<String, Long> activeRows = new HashMap<>();
        for (PartRow part : parts) {
            if (part.active()) {
                activeRows.merge(part.database() + "." + part.table(), part.rows(), Long::sum);
            }
        }
        List<DatasetFingerprint> datasets = new ArrayList<>();
        for (DatasetFingerprint dataset : recorded) {
            datasets.add(dataset.withCurrentRows(partsRead.contains(dataset.table())
                    ? OptionalLong.of(activeRows.getOrDefault(dataset.table(), 0L)) : OptionalLong.empty()));
        }
        return datasets;
    }

    private static long hash(QueryLogEntry log) {
        String text = log.columns().getOrDefault("normalized_query_hash", "");
        return text.isEmpty() ? 0 : Long.parseUnsignedLong(text);
    }

    /**
     * The settings the run changed: the user's, then any others the query log says were changed (a SET earlier in
     * the session). The log_comment MergeLab composed from the tags is not one of them; the tags are kept apart.
     */
    private static Map<String, String> effectiveSettings(RunRequest request, Optional<QueryLogEntry> queryLog) {
        Map<String, String> settings = new LinkedHashMap<>(request.settings());
        queryLog.ifPresent(log -> log.settings().forEach((name, value) -> {
            if (!name.equals(LogComment.SETTING)) {
                settings.putIfAbsent(name, value);
            }
        }));
        return settings;
    }

    private static Map<String, String> withoutLogComment(Map<String, String> settings) {
        Map<String, String> copy = new LinkedHashMap<>(settings);
        copy.remove(LogComment.SETTING);
        return copy;
    }
}
