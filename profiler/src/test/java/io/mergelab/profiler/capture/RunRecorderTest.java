package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Capture through SQL on the real embedded engine, with a needle-style table: one 'needle' row per 1024. */
class RunRecorderTest {
    private static final String NEEDLE_QUERY = "SELECT id, s FROM needle WHERE s = 'needle' AND id > 100 LIMIT 3";
    private static EmbeddedTarget target;

    @BeforeAll
    static void createNeedleTable() {
        target = EmbeddedTarget.inMemory();
        run("CREATE TABLE needle (id UInt64, s String, INDEX s_idx s TYPE bloom_filter GRANULARITY 1)"
                + " ENGINE = MergeTree PARTITION BY id % 4 ORDER BY id SETTINGS index_granularity = 128");
        run("INSERT INTO needle SELECT number, if(number % 1024 = 0, 'needle', randomPrintableASCII(64))"
                + " FROM numbers(40000)");
    }

    @AfterAll
    static void closeTarget() {
        target.close();
    }

    private static void run(String sql) {
        target.run(QueryRequest.of(sql)).close();
    }

    private static Run recordOne(RunRequest request) {
        return new RunRecorder(target).record(request, RunSink.NONE).runs().get(0);
    }

    @Test
    void aNeedleQueryIsCapturedWithItsLogRowProcessorGraphFunnelExplainsAndParts() {
        Run run = recordOne(RunRequest.of(NEEDLE_QUERY).withTags(List.of("needle", "warm")));

        assertThat(run.failed()).isFalse();
        assertThat(run.outcome().resultRows()).isEqualTo(3);
        assertThat(run.outcome().resultBytes()).isEqualTo(3 * "1024\tneedle\n".length());
        assertThat(run.outcome().firstRowsDigest()).hasSize(64);
        assertThat(run.target().kind()).isEqualTo("embedded");
        assertThat(run.queryId()).matches("[0-9a-f-]{36}");
        assertThat(run.tags()).containsExactly("needle", "warm");
        assertThat(run.repetition()).isZero();
        assertThat(run.machine().cores()).isPositive();

        QueryLogEntry log = run.queryLog().orElseThrow();
        assertThat(log.type()).isEqualTo("QueryFinish");
        assertThat(log.profileEvent("SelectedMarks")).isPositive();
        assertThat(log.profileEvent("SelectedMarksTotal")).isGreaterThanOrEqualTo(log.profileEvent("SelectedMarks"));
        assertThat(log.tables()).containsExactly("default.needle");
        assertThat(log.databases()).containsExactly("default");
        assertThat(log.logComment()).isEqualTo("needle,warm");
        assertThat(log.columns()).containsEntry("query_id", run.queryId()).containsKey("ProfileEvents");
        assertThat(run.normalizedQueryHash()).isEqualTo(Long.parseUnsignedLong(log.columns().get("normalized_query_hash")));
        assertThat(run.settings()).doesNotContainKey("log_comment");

        assertProcessorsFormAGraph(run.processors());
        assertThat(run.processors()).extracting(ProcessorRow::planStepName).contains("ReadFromMergeTree", "Limit");

        IndexFunnel funnel = run.indexFunnels().get(0);
        assertThat(run.indexFunnels()).hasSize(1);
        assertThat(funnel.table()).isEqualTo("default.needle");
        assertThat(funnel.stages()).extracting(FunnelStage::type).containsExactly("MinMax", "Partition", "PrimaryKey", "Skip");
        FunnelStage skip = funnel.stages().get(3);
        assertThat(skip.name()).isEqualTo("s_idx");
        assertThat(skip.granulesAfter()).isLessThan(skip.granulesBefore());
        assertThat(funnel.stages().get(2).searchAlgorithm()).isNotEmpty();

        assertThat(run.explains().planText()).contains("ReadFromMergeTree (default.needle)", "Skip");
        assertThat(run.explains().planJson()).contains("\"Indexes\"");
        assertThat(run.explains().pipelineText()).contains("(ReadFromMergeTree)");

        assertThat(run.parts()).isNotEmpty().allSatisfy(part -> {
            assertThat(part.database()).isEqualTo("default");
            assertThat(part.table()).isEqualTo("needle");
        });
        assertThat(run.parts().stream().filter(PartRow::active).mapToLong(PartRow::rows).sum()).isEqualTo(40_000);
        assertThat(run.parts()).allSatisfy(part -> assertThat(part.modificationTime()).isGreaterThan(1_600_000_000L));
        assertThat(run.missing()).isEmpty();
    }

    private static void assertProcessorsFormAGraph(List<ProcessorRow> processors) {
        Set<Long> ids = processors.stream().map(ProcessorRow::id).collect(Collectors.toSet());
        assertThat(ids).hasSize(processors.size()).hasSizeGreaterThan(2);
        Set<Long> withParents = new HashSet<>();
        for (ProcessorRow p : processors) {
            assertThat(ids).containsAll(p.parentIds());
            withParents.addAll(p.parentIds());
        }
        List<ProcessorRow> sinks = processors.stream().filter(p -> p.parentIds().isEmpty()).toList();
        List<ProcessorRow> sources = processors.stream().filter(p -> !withParents.contains(p.id())).toList();
        assertThat(sinks).isNotEmpty();
        assertThat(sources).extracting(ProcessorRow::name).allMatch(name -> name.startsWith("MergeTreeSelect"));
        // every processor reaches a sink by following parent ids
        for (ProcessorRow start : processors) {
            Set<Long> seen = new HashSet<>();
            List<Long> frontier = new ArrayList<>(List.of(start.id()));
            boolean reachesSink = false;
            while (!frontier.isEmpty()) {
                long id = frontier.remove(frontier.size() - 1);
                ProcessorRow p = processors.stream().filter(q -> q.id() == id).findFirst().orElseThrow();
                reachesSink |= p.parentIds().isEmpty();
                for (long parent : p.parentIds()) {
                    if (seen.add(parent)) {
                        frontier.add(parent);
                    }
                }
            }
            assertThat(reachesSink).as("processor %s reaches a sink", start.processorUniqId()).isTrue();
        }
    }

    @Test
    void aFailingStatementGivesARunWithTheErrorAndTheExceptionRow() {
        Run run = recordOne(RunRequest.of("SELECT * FROM no_such_table"));

        assertThat(run.failed()).isTrue();
        assertThat(run.outcome().error().orElseThrow().code()).isEqualTo(60);
        assertThat(run.outcome().error().orElseThrow().name()).isEqualTo("UNKNOWN_TABLE");
        assertThat(run.outcome().error().orElseThrow().message()).contains("no_such_table");
        assertThat(run.outcome().firstRowsDigest()).isEmpty();
        assertThat(run.queryLog().orElseThrow().type()).isEqualTo("ExceptionBeforeStart");
        assertThat(run.queryLog().orElseThrow().exceptionCode()).isEqualTo(60);
        assertThat(run.missing()).anyMatch(m -> m.startsWith("EXPLAIN PLAN indexes = 1: Code: 60."))
                .noneMatch(m -> m.startsWith("system.processors_profile_log"));
    }

    @Test
    void anErrorWhileRunningKeepsTheRowsThatArrivedAndTheExceptionWhileProcessingRow() {
        Run run = recordOne(RunRequest.of("SELECT id FROM needle")
                .withSettings(Map.of("max_rows_to_read", "1000", "max_threads", "1")));

        assertThat(run.outcome().error().orElseThrow().name()).isEqualTo("TOO_MANY_ROWS");
        assertThat(run.queryLog().orElseThrow().type()).isEqualTo("ExceptionWhileProcessing");
        assertThat(run.settings()).containsEntry("max_rows_to_read", "1000").containsEntry("max_threads", "1");
        assertThat(run.queryLog().orElseThrow().settings()).containsEntry("max_rows_to_read", "1000");
    }

    @Test
    void settingsAndParametersReachTheStatementAndItsExplains() {
        Run run = recordOne(RunRequest.of("SELECT count() FROM needle WHERE s = {word:String}")
                .withSettings(Map.of("use_skip_indexes", "0")).withParameters(Map.of("word", "needle")));

        assertThat(run.failed()).isFalse();
        assertThat(run.parameters()).containsExactly(Map.entry("word", "needle"));
        assertThat(run.queryLog().orElseThrow().settings()).containsEntry("use_skip_indexes", "0");
        assertThat(run.indexFunnels().get(0).stages()).extracting(FunnelStage::type).doesNotContain("Skip");
        assertThat(run.missing()).isEmpty();
    }

    @Test
    void theExplainShowsIndexAnalysisAsTheRunFacedItNotAsTheRunLeftTheQueryConditionCache() {
        run("SYSTEM DROP QUERY CONDITION CACHE");
        RecordedSeries series = new RunRecorder(target).record(
                RunRequest.of("SELECT count() FROM needle WHERE s = 'needle'").withRepetitions(0, 2, false), RunSink.NONE);

        List<FunnelStage> first = series.runs().get(0).indexFunnels().get(0).stages();
        List<FunnelStage> second = series.runs().get(1).indexFunnels().get(0).stages();
        assertThat(first.get(3).type()).isEqualTo("Skip");
        assertThat(first.get(3).partsBefore()).as("no cache yet: the skip index sees every part").isEqualTo(4);
        assertThat(second.get(3).partsBefore()).as("the first run taught the cache that 3 parts have no needle")
                .isEqualTo(1);
        assertThat(series.runs().get(1).queryLog().orElseThrow().profileEvent("QueryConditionCacheHits")).isPositive();
    }

    @Test
    void theUsersOwnLogCommentStaysFirstBeforeTheTags() {
        Run run = recordOne(RunRequest.of("SELECT 1").withSettings(Map.of("log_comment", "ticket-42"))
                .withTags(List.of("baseline")));

        assertThat(run.queryLog().orElseThrow().logComment()).isEqualTo("ticket-42,baseline");
        assertThat(run.settings()).containsEntry("log_comment", "ticket-42");
        assertThat(run.tags()).containsExactly("baseline");
    }

    @Test
    void statementsOtherThanSelectAreCapturedWithoutExplains() {
        Run run = recordOne(RunRequest.of("CREATE TABLE made_by_capture (x UInt8) ENGINE = Memory"));

        assertThat(run.failed()).isFalse();
        assertThat(run.outcome().firstRowsDigest()).isEmpty();
        assertThat(run.queryLog()).isPresent();
        assertThat(run.explains().planText()).isEmpty();
        assertThat(run.missing()).containsExactly("EXPLAIN: only SELECT statements can be explained");
    }

    @Test
    void repetitionsShareASeriesAndAreNumberedFromZeroAfterUnmeasuredWarmups() {
        List<Run> sunk = new ArrayList<>();
        RunRequest request = RunRequest.of("SELECT count() FROM needle WHERE id < 5000").withRepetitions(2, 3, false);

        RecordedSeries series = new RunRecorder(target).record(request, sunk::add);

        assertThat(series.runs()).hasSize(3).isEqualTo(sunk);
        assertThat(series.runs()).extracting(Run::repetition).containsExactly(0, 1, 2);
        assertThat(series.runs()).extracting(Run::seriesId).containsOnly(series.seriesId());
        assertThat(series.runs()).extracting(Run::queryId).doesNotHaveDuplicates();
        assertThat(series.runs()).extracting(Run::id).doesNotHaveDuplicates();
        assertThat(series.notices()).isEmpty();
        String digest = series.runs().get(0).outcome().firstRowsDigest();
        assertThat(series.runs()).allMatch(r -> r.outcome().firstRowsDigest().equals(digest));
        long runsOfTheQuery = target.run(QueryRequest.of("SELECT count() FROM system.query_log WHERE type = 'QueryFinish'"
                + " AND query = 'SELECT count() FROM needle WHERE id < 5000'")).rows().stream()
                .mapToLong(row -> Long.parseLong(row.get(0))).sum();
        assertThat(runsOfTheQuery).isEqualTo(5);
    }

    @Test
    void coldRunsDropTheEngineCachesAndSayPlainlyWhenThePageCacheStays() {
        PageCache refusing = new PageCache() {
            @Override
            Optional<String> drop() {
                return Optional.of("cannot write /proc/sys/vm/drop_caches (Read-only file system)");
            }
        };
        RunRequest request = RunRequest.of("SELECT count() FROM needle WHERE s = 'needle'").withRepetitions(0, 2, true);

        RecordedSeries series = new RunRecorder(target, refusing).record(request, RunSink.NONE);

        String notice = "OS page cache not dropped: cannot write /proc/sys/vm/drop_caches (Read-only file system)";
        assertThat(series.notices()).containsExactly(notice);
        // a cold run loads every marks file it reads (one query may then read a file's marks twice: hits count too)
        assertThat(series.runs()).allSatisfy(run -> {
            assertThat(run.missing()).contains(notice);
            assertThat(run.queryLog().orElseThrow().profileEvent("MarkCacheMisses")).isPositive();
        });
        Run warm = new RunRecorder(target, refusing).record(request.withRepetitions(0, 2, false), RunSink.NONE).runs().get(1);
        assertThat(warm.queryLog().orElseThrow().profileEvent("MarkCacheMisses")).isZero();
        assertThat(warm.queryLog().orElseThrow().profileEvent("MarkCacheHits")).isPositive();
        assertThat(warm.missing()).isEmpty();
        List<String> drops = target.run(QueryRequest.of("SELECT query FROM system.query_log WHERE type = 'QueryFinish'"
                + " AND query LIKE 'SYSTEM DROP %'")).rows().stream().map(row -> row.get(0)).distinct().toList();
        assertThat(drops).containsExactlyInAnyOrderElementsOf(ColdCaches.ENGINE_CACHE_STATEMENTS);
    }

    @Test
    void theRealPageCacheIsDroppedOrTheReasonIsSaid() {
        Optional<String> problem = new PageCache().drop();

        problem.ifPresent(reason -> assertThat(reason).isNotBlank().doesNotContain("null"));
    }
}
