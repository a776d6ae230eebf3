package io.mergelab.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class QueryResultTest {
    private final Engine engine = Engine.inMemory();
    private final Session session = engine.newSession();

    @AfterEach
    void close() {
        engine.close();
    }

    @Test
    void textChunksGiveTabSeparatedValuesUnescapedAndNullForNull() {
        QueryResult r = session.execute("SELECT number, if(number = 1, NULL, toString(number)) AS s, "
                + "'a\\tb' AS t, [1, 2] AS a, toDate('2024-01-31') AS d, toDecimal64(1.5, 2) AS m FROM numbers(3)");
        assertThat(r.columnTypeNames()).containsExactly("UInt64", "Nullable(String)", "String", "Array(UInt8)", "Date",
                "Decimal(18, 2)");
        List<List<String>> rows = new ArrayList<>();
        for (Iterator<List<List<String>>> it = r.textChunks(); it.hasNext(); ) {
            rows.addAll(it.next());
        }
        assertThat(rows).containsExactly(
                List.of("0", "0", "a\tb", "[1,2]", "2024-01-31", "1.5"),
                Arrays.asList("1", null, "a\tb", "[1,2]", "2024-01-31", "1.5"),
                List.of("2", "2", "a\tb", "[1,2]", "2024-01-31", "1.5"));
        r.close();
    }

    @Test
    void totalsAreTextToo() {
        QueryResult r = session.execute("SELECT number % 2 AS k, count() FROM numbers(5) GROUP BY k WITH TOTALS ORDER BY k");
        r.textChunks().forEachRemaining(chunk -> { });
        assertThat(r.totalsText()).contains(List.of("0", "5"));
        r.close();
    }

    @Test
    void writeToUsesTheStatementsFormatOverTheDefaultAndClosesTheResult() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        QueryResult r = session.execute("SELECT number, 'x' AS s FROM numbers(2) FORMAT CSVWithNames");
        QuerySummary summary = r.writeTo("TabSeparated", out);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("\"number\",\"s\"\n0,\"x\"\n1,\"x\"\n");
        assertThat(summary.resultRows()).isEqualTo(2);
        assertThat(r.profile()).isPresent();

        out.reset();
        session.execute("SELECT 'a\\tb' AS s").writeTo("TabSeparated", out);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("a\\tb\n");
    }

    @Test
    void writeToWritesNothingForAStatementWithoutResultSetAndRejectsUnknownFormats() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        session.execute("CREATE TABLE t (x UInt8) ENGINE = Memory").writeTo("Pretty", out);
        assertThat(out.size()).isZero();
        assertThat(QueryResult.supportsOutputFormat("PrettyCompact")).isTrue();
        assertThat(QueryResult.supportsOutputFormat("prettycompact")).isFalse();
        assertThatThrownBy(() -> session.execute("SELECT 1").writeTo("Parquet", out))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_FORMAT));
    }

    @Test
    void theProfileComesOnceTheResultWasDrainedAndMatchesTheQueryLog() {
        session.execute("CREATE TABLE t (k UInt64, v String) ENGINE = MergeTree ORDER BY k SETTINGS index_granularity = 64")
                .close();
        session.execute("INSERT INTO t SELECT number, toString(number) FROM numbers(1000)").close();
        QueryResult r = session.execute("SELECT count() FROM t WHERE k < 100 SETTINGS log_comment = 'api'");
        assertThat(r.profile()).isEmpty();
        assertThat(r.rows()).containsExactly(List.of(100L));
        QueryProfile p = r.profile().orElseThrow();
        assertThat(p.queryId()).isEqualTo(r.summary().queryId());
        assertThat(p.kind()).isEqualTo(QueryKind.SELECT);
        assertThat(p.logComment()).isEqualTo("api");
        assertThat(p.failed()).isFalse();
        assertThat(p.resultRows()).isEqualTo(1);
        assertThat(p.tables()).containsExactly("default.t");
        assertThat(p.processors()).isNotEmpty().allSatisfy(s -> assertThat(s.elapsedMicros()).isNotNegative());
        assertThat(p.indexFunnels()).singleElement().satisfies(f -> {
            assertThat(f.table()).isEqualTo("t");
            assertThat(f.stages()).extracting(IndexStage::type).contains("PrimaryKey");
        });

        session.execute("SYSTEM FLUSH LOGS").close();
        session.setParameter("id", p.queryId());
        List<List<Object>> logged = session.execute("SELECT count() FROM system.processors_profile_log"
                + " WHERE query_id = {id:String}").rows();
        assertThat(logged).containsExactly(List.of((long) p.processors().size()));
    }

    @Test
    void versionIsWhatSelectVersionAnswers() {
        assertThat(Engine.version()).matches("\\d+\\.\\d+\\.\\d+.*");
        assertThat(session.execute("SELECT version()").rows()).containsExactly(List.of(Engine.version()));
    }

    @Test
    void scriptsSplitIntoStatementsWithTheirTrailingComments() {
        assertThat(ScriptStatement.split("SELECT 1; -- { serverError 60 }\nSELECT ';'"))
                .containsExactly(new ScriptStatement("SELECT 1", 1, "-- { serverError 60 }"),
                        new ScriptStatement("SELECT ';'", 2, ""));
    }

    @Test
    void settingDescriptionsListTheRegistryAndCheckValues() {
        List<SettingDescription> all = SettingDescription.all();
        assertThat(all).extracting(SettingDescription::tier).contains(SettingTier.QUERY, SettingTier.MERGE_TREE);
        SettingDescription maxThreads = SettingDescription.named(SettingTier.QUERY, "max_threads");
        assertThat(all).contains(maxThreads);
        assertThat(maxThreads.type()).isEqualTo("MaxThreads");
        assertThat(maxThreads.description()).isNotBlank();
        assertThat(SettingDescription.named(SettingTier.MERGE_TREE, "index_granularity").defaultValue()).isEqualTo("8192");
        assertThat(SettingDescription.named(SettingTier.QUERY, "use_skip_indexes").normalise("true")).isEqualTo("1");
        assertThatThrownBy(() -> SettingDescription.named(SettingTier.QUERY, "use_skip_indexes").normalise("maybe"))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_PARSE_BOOL))
                .hasMessageContaining("use_skip_indexes");
        assertThatThrownBy(() -> SettingDescription.named(SettingTier.QUERY, "max_thread"))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_SETTING))
                .hasMessageContaining("max_threads");
    }
}
