package io.mergelab.engine.sql;

import static io.mergelab.engine.sql.Ast.as;
import static io.mergelab.engine.sql.Ast.fn;
import static io.mergelab.engine.sql.Ast.id;
import static io.mergelab.engine.sql.Ast.lit;
import static io.mergelab.engine.sql.Ast.select;
import static io.mergelab.engine.sql.Ast.selectOf;
import static io.mergelab.engine.sql.Ast.union;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.ArrayJoinClause;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.CommonTableExpr;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.sql.ast.Limit;
import io.mergelab.engine.sql.ast.LimitBy;
import io.mergelab.engine.sql.ast.OrderItem;
import io.mergelab.engine.sql.ast.QueryParameter;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.SubqueryTable;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableRef;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SelectParserTest {

    @Test
    void selectList() {
        SelectQuery q = select("SELECT a, b AS x, c y, `d` `z`, count() AS n, *");
        assertThat(q.select()).containsExactly(id("a"), as(id("b"), "x"), as(id("c"), "y"), as(id("d"), "z"),
                as(fn("count"), "n"), Asterisk.ALL);
        assertThat(q.from()).isEmpty();
    }

    @Test
    void arrayJoinClauses() {
        SelectQuery q = select("SELECT a FROM t ARRAY JOIN arr, [1, 2] AS x LEFT ARRAY JOIN f(b) y WHERE x > 1");
        assertThat(q.arrayJoins()).containsExactly(
                new ArrayJoinClause(false, List.of(id("arr"), as(new ArrayLiteral(List.of(lit(1L), lit(2L))), "x"))),
                new ArrayJoinClause(true, List.of(as(fn("f", id("b")), "y"))));
        assertThat(q.joins()).isEmpty();
        assertThat(q.where()).contains(fn("greater", id("x"), lit(1L)));
    }

    @Test
    void arrayJoinAmongJoins() {
        SelectQuery q = select("SELECT * FROM a LEFT JOIN b USING (k) ARRAY JOIN arr LEFT JOIN c USING (k)");
        assertThat(q.joins()).hasSize(2);
        assertThat(q.arrayJoins()).containsExactly(new ArrayJoinClause(false, List.of(id("arr"))));
    }

    @Test
    void distinctAndWith() {
        SelectQuery q = select("WITH 1 AS one, now() t SELECT DISTINCT one");
        assertThat(q.with()).containsExactly(as(lit(1L), "one"), as(fn("now"), "t"));
        assertThat(q.distinct()).isTrue();
        assertThat(q.select()).containsExactly(id("one"));
    }

    @Test
    void commonTableExpressionsMixWithAliases() {
        SelectQuery q = select("WITH 5 AS n, t AS (SELECT number FROM numbers(n)), (SELECT 1) AS s SELECT * FROM t");
        assertThat(q.with()).hasSize(3);
        assertThat(q.with().get(0)).isEqualTo(as(lit(5L), "n"));
        assertThat(q.with().get(1)).isEqualTo(new CommonTableExpr("t", union("SELECT number FROM numbers(n)")));
        assertThat(q.with().get(2)).isInstanceOf(Aliased.class);
        assertThat(select("WITH `my t` AS (WITH 1 AS x SELECT x) SELECT 1").with().get(0))
                .isEqualTo(new CommonTableExpr("my t", union("WITH 1 AS x SELECT x")));
    }

    @Test
    void commaJoinsAreCrossJoins() {
        SelectQuery q = select("SELECT a.*, db.b.* FROM a, db.b AS b2, numbers(3) WHERE a.x = b2.y");
        assertThat(q.select()).containsExactly(new Asterisk(Optional.of("a")), new Asterisk(Optional.of("db.b")));
        assertThat(q.joins()).extracting(JoinClause::kind).containsExactly(JoinClause.Kind.CROSS, JoinClause.Kind.CROSS);
        assertThat(q.joins().get(0).table()).isEqualTo(new TableRef(Optional.of("db"), "b", Optional.of("b2"), false));
        assertThat(q.joins().get(1).table()).isInstanceOf(TableFunctionRef.class);
    }

    @Test
    void tables() {
        assertThat(select("SELECT * FROM t").from()).contains(new TableRef(Optional.empty(), "t", Optional.empty(),
                false));
        assertThat(select("SELECT * FROM db.t AS x FINAL").from())
                .contains(new TableRef(Optional.of("db"), "t", Optional.of("x"), true));
        assertThat(select("SELECT * FROM db.t x").from())
                .contains(new TableRef(Optional.of("db"), "t", Optional.of("x"), false));
        assertThat(select("SELECT * FROM t FINAL").from())
                .contains(new TableRef(Optional.empty(), "t", Optional.empty(), true));
        assertThat(select("SELECT * FROM numbers(10, 5) n").from())
                .contains(new TableFunctionRef("numbers", List.of(lit(10L), lit(5L)), Optional.of("n")));
        assertThat(select("SELECT * FROM (SELECT 1) AS s").from()).contains(new SubqueryTable(
                new SelectUnion(List.of(selectOf(lit(1L))), List.of(), Optional.empty()), Optional.of("s")));
        assertThat(select("SELECT * FROM system.parts").from())
                .contains(new TableRef(Optional.of("system"), "parts", Optional.empty(), false));
    }

    @Test
    void joins() {
        SelectQuery q = select("SELECT * FROM a ANY LEFT JOIN b USING client_id, internal_id "
                + "GLOBAL ALL INNER JOIN c ON a.x = c.x LEFT OUTER JOIN d USING (k) JOIN e USING k "
                + "RIGHT ANY JOIN f USING k CROSS JOIN g");
        TableRef b = new TableRef(Optional.empty(), "b", Optional.empty(), false);
        assertThat(q.joins()).hasSize(6);
        assertThat(q.joins().get(0)).isEqualTo(new JoinClause(JoinClause.Strictness.ANY, JoinClause.Kind.LEFT, b,
                List.of("client_id", "internal_id"), Optional.empty()));
        assertThat(q.joins().get(1).strictness()).isEqualTo(JoinClause.Strictness.ALL);
        assertThat(q.joins().get(1).kind()).isEqualTo(JoinClause.Kind.INNER);
        assertThat(q.joins().get(1).on()).contains(fn("equals", id("a", "x"), id("c", "x")));
        assertThat(q.joins().get(2).kind()).isEqualTo(JoinClause.Kind.LEFT);
        assertThat(q.joins().get(2).using()).containsExactly("k");
        assertThat(q.joins().get(3).kind()).isEqualTo(JoinClause.Kind.INNER);
        assertThat(q.joins().get(3).strictness()).isEqualTo(JoinClause.Strictness.DEFAULT);
        assertThat(q.joins().get(4).kind()).isEqualTo(JoinClause.Kind.RIGHT);
        assertThat(q.joins().get(4).strictness()).isEqualTo(JoinClause.Strictness.ANY);
        assertThat(q.joins().get(5).kind()).isEqualTo(JoinClause.Kind.CROSS);
    }

    @Test
    void joinWithSubqueryAsInTheTuningStory() {
        SelectQuery q = select("SELECT * FROM events AS e FINAL ANY LEFT JOIN (SELECT client_id, internal_id, x "
                + "FROM other FINAL) AS o USING client_id, internal_id "
                + "PREWHERE client_id IN {client_ids:Array(UInt64)} WHERE {has_currency:Boolean}");
        assertThat(q.joins().get(0).table()).isInstanceOf(SubqueryTable.class);
        assertThat(q.prewhere()).contains(fn("in", id("client_id"), new QueryParameter("client_ids",
                "Array(UInt64)")));
        assertThat(q.where()).contains(new QueryParameter("has_currency", "Boolean"));
    }

    @Test
    void filteringAndGrouping() {
        SelectQuery q = select("SELECT k, sum(v) FROM t PREWHERE a = 1 WHERE b > 2 GROUP BY k WITH TOTALS "
                + "HAVING sum(v) > 10");
        assertThat(q.prewhere()).contains(fn("equals", id("a"), lit(1L)));
        assertThat(q.where()).contains(fn("greater", id("b"), lit(2L)));
        assertThat(q.groupBy()).containsExactly(id("k"));
        assertThat(q.withTotals()).isTrue();
        assertThat(q.having()).contains(fn("greater", fn("sum", id("v")), lit(10L)));
    }

    @Test
    void ordering() {
        SelectQuery q = select("SELECT * FROM t ORDER BY a, b DESC, c ASC NULLS FIRST, d DESC NULLS LAST");
        assertThat(q.orderBy()).containsExactly(
                new OrderItem(id("a"), false, Optional.empty()),
                new OrderItem(id("b"), true, Optional.empty()),
                new OrderItem(id("c"), false, Optional.of(true)),
                new OrderItem(id("d"), true, Optional.of(false)));
    }

    @Test
    void limits() {
        assertThat(select("SELECT 1 LIMIT 10").limit()).contains(new Limit(lit(10L), Optional.empty()));
        assertThat(select("SELECT 1 LIMIT 10 OFFSET 5").limit()).contains(new Limit(lit(10L), Optional.of(lit(5L))));
        assertThat(select("SELECT 1 LIMIT 5, 10").limit()).contains(new Limit(lit(10L), Optional.of(lit(5L))));
        SelectQuery q = select("SELECT * FROM t LIMIT 2 OFFSET 1 BY a, b LIMIT 100");
        assertThat(q.limitBy()).contains(new LimitBy(lit(2L), Optional.of(lit(1L)), List.of(id("a"), id("b"))));
        assertThat(q.limit()).contains(new Limit(lit(100L), Optional.empty()));
        assertThat(select("SELECT * FROM t LIMIT 1 BY a").limit()).isEmpty();
    }

    @Test
    void settingsAndFormatBelongToTheUnion() {
        SelectUnion u = union("SELECT * FROM test WHERE s = 'needle' LIMIT 1 SETTINGS max_threads = 1, "
                + "use_query_condition_cache = 0, log_comment = 'x' FORMAT JSONEachRow");
        assertThat(u.settings()).containsExactly(new SettingAssignment("max_threads", lit(1L)),
                new SettingAssignment("use_query_condition_cache", lit(0L)),
                new SettingAssignment("log_comment", lit("x")));
        assertThat(u.format()).contains("JSONEachRow");
        assertThat(u.selects().get(0).settings()).isEmpty();
        assertThat(union("SELECT 1 FORMAT TSV SETTINGS a = 1").settings())
                .containsExactly(new SettingAssignment("a", lit(1L)));
    }

    @Test
    void unionAll() {
        SelectUnion u = union("SELECT 1 SETTINGS a = 1 UNION ALL (SELECT 2) UNION ALL SELECT 3 SETTINGS b = 2");
        assertThat(u.selects()).hasSize(3);
        assertThat(u.selects().get(0).settings()).containsExactly(new SettingAssignment("a", lit(1L)));
        assertThat(u.selects().get(1).select()).containsExactly(lit(2L));
        assertThat(u.selects().get(2).settings()).isEmpty();
        assertThat(u.settings()).containsExactly(new SettingAssignment("b", lit(2L)));
    }

    @Test
    void parenthesizedLastMemberKeepsItsSettings() {
        SelectUnion u = union("(SELECT 1 SETTINGS a = 1) SETTINGS b = 2");
        assertThat(u.selects().get(0).settings()).containsExactly(new SettingAssignment("a", lit(1L)));
        assertThat(u.settings()).containsExactly(new SettingAssignment("b", lit(2L)));
    }

    @Test
    void keywordsAsColumnNamesInSystemTableQueries() {
        SelectQuery q = select("SELECT name, type, type_full, expr, granularity FROM system.data_skipping_indices "
                + "WHERE database = 'default' AND table = 'test'");
        assertThat(q.select()).containsExactly(id("name"), id("type"), id("type_full"), id("expr"),
                id("granularity"));
        SelectQuery logs = select("SELECT query, Settings, ProfileEvents['SelectedMarks'] FROM system.query_log");
        assertThat(logs.select().get(1)).isEqualTo(id("Settings"));
        assertThat(logs.select().get(2)).isEqualTo(fn("arrayElement", id("ProfileEvents"), lit("SelectedMarks")));
    }

    @Test
    void seedQueries() {
        SelectQuery q = select("SELECT name, type_full, formatReadableSize(data_uncompressed_bytes) AS size "
                + "FROM system.data_skipping_indices WHERE database = 'default' AND table = 'test'");
        assertThat(q.select().get(2)).isEqualTo(as(fn("formatReadableSize", id("data_uncompressed_bytes")), "size"));
        SelectQuery c = select("SELECT coalesce(nullIf(exchange_rate, 0), 1) FROM t "
                + "WHERE toDate(period_ends_at) >= today() ORDER BY tuple()");
        assertThat(c.select().get(0))
                .isEqualTo(fn("coalesce", fn("nullIf", id("exchange_rate"), lit(0L)), lit(1L)));
        assertThat(c.orderBy().get(0).expr()).isEqualTo(new TupleLiteral(List.of()));
    }
}
