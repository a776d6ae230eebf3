package io.mergelab.engine.sql;

import static io.mergelab.engine.sql.Ast.as;
import static io.mergelab.engine.sql.Ast.fn;
import static io.mergelab.engine.sql.Ast.id;
import static io.mergelab.engine.sql.Ast.lit;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SqlFormatterTest {

    private static String format(Expr e) {
        return SqlFormatter.format(e);
    }

    @Test
    void operatorsPrintAsOperators() {
        assertThat(format(fn("plus", id("a"), lit(1L)))).isEqualTo("a + 1");
        assertThat(format(fn("equals", id("a"), lit("x")))).isEqualTo("a = 'x'");
        assertThat(format(fn("intDiv", id("a"), lit(2L)))).isEqualTo("a DIV 2");
        assertThat(format(fn("notIn", id("a"), new TupleLiteral(List.of(lit(1L), lit(2L))))))
                .isEqualTo("a NOT IN (1, 2)");
        assertThat(format(fn("isNotNull", id("a")))).isEqualTo("a IS NOT NULL");
        assertThat(format(fn("arrayElement", id("a"), lit(1L)))).isEqualTo("a[1]");
        assertThat(format(fn("tupleElement", id("t"), lit(2L)))).isEqualTo("t.2");
        assertThat(format(fn("not", id("a")))).isEqualTo("NOT a");
        assertThat(format(new FunctionCall("and", List.of(id("a"), id("b"), id("c")), false, List.of())))
                .isEqualTo("a AND b AND c");
    }

    @Test
    void parenthesesOnlyWherePrecedenceNeedsThem() {
        assertThat(format(fn("multiply", fn("plus", id("a"), id("b")), id("c")))).isEqualTo("(a + b) * c");
        assertThat(format(fn("plus", id("a"), fn("multiply", id("b"), id("c"))))).isEqualTo("a + b * c");
        assertThat(format(fn("minus", id("a"), fn("minus", id("b"), id("c"))))).isEqualTo("a - (b - c)");
        assertThat(format(fn("minus", fn("minus", id("a"), id("b")), id("c")))).isEqualTo("a - b - c");
        assertThat(format(fn("and", fn("or", id("a"), id("b")), id("c")))).isEqualTo("(a OR b) AND c");
        assertThat(format(fn("and", fn("and", id("a"), id("b")), id("c")))).isEqualTo("(a AND b) AND c");
        assertThat(format(fn("not", fn("and", id("a"), id("b"))))).isEqualTo("NOT (a AND b)");
        assertThat(format(fn("arrayElement", fn("plus", id("a"), id("b")), lit(1L)))).isEqualTo("(a + b)[1]");
    }

    @Test
    void negationNeverMergesIntoANumberOrComment() {
        assertThat(format(fn("negate", id("x")))).isEqualTo("-x");
        assertThat(format(fn("negate", lit(5L)))).isEqualTo("-(5)");
        assertThat(format(fn("negate", lit(-5L)))).isEqualTo("-(-5)");
        assertThat(format(fn("negate", fn("negate", id("x"))))).isEqualTo("-(-x)");
        assertThat(format(fn("minus", id("a"), lit(-5L)))).isEqualTo("a - -5");
        assertThat(format(fn("negate", lit(Double.POSITIVE_INFINITY)))).isEqualTo("-(inf)");
    }

    @Test
    void literals() {
        assertThat(format(lit("it's\n\\"))).isEqualTo("'it\\'s\\n\\\\'");
        assertThat(format(lit("\u0001"))).isEqualTo("'\\x01'");
        assertThat(format(Literal.NULL)).isEqualTo("NULL");
        assertThat(format(lit(true))).isEqualTo("true");
        assertThat(format(lit(0.0001))).isEqualTo("0.0001");
        assertThat(format(lit(1e20))).isEqualTo("1.0E20");
        assertThat(format(lit(1.0))).isEqualTo("1.0");
        assertThat(format(lit(Double.NaN))).isEqualTo("nan");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "my col|`my col`",
        "select|`select`",
        "Settings|`Settings`",
        "1abc|`1abc`",
        "a`b|`a\\`b`",
        "type|type",
        "event_type|event_type"})
    void namesAreQuotedOnlyWhenNeeded(String name, String printed) {
        assertThat(format(id(name))).isEqualTo(printed);
    }

    @Test
    void specialForms() {
        assertThat(format(fn("CAST", id("x"), lit("Nullable(String)")))).isEqualTo("CAST(x, 'Nullable(String)')");
        assertThat(format(new FunctionCall("count", List.of(id("x")), true, List.of())))
                .isEqualTo("count(DISTINCT x)");
        assertThat(format(new FunctionCall("quantile", List.of(id("x")), false, List.of(lit(0.9)))))
                .isEqualTo("quantile(0.9)(x)");
        assertThat(format(fn("f", as(id("x"), "y")))).isEqualTo("f(x AS y)");
        assertThat(format(fn("plus", as(id("x"), "y"), lit(1L)))).isEqualTo("(x AS y) + 1");
        assertThat(format(new LambdaExpr(List.of("x"), fn("plus", id("x"), lit(1L))))).isEqualTo("x -> x + 1");
        assertThat(format(new TupleLiteral(List.of()))).isEqualTo("tuple()");
        assertThat(format(fn("not", id("a"), id("b")))).isEqualTo("`not`(a, b)");
        assertThat(format(fn("if", id("a"), id("b"), id("c")))).isEqualTo("if(a, b, c)");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "SELECT a, b AS c FROM db.t AS x FINAL WHERE a = 1 ORDER BY b DESC LIMIT 10",
        "WITH 1 AS one SELECT DISTINCT one, count() FROM t GROUP BY one WITH TOTALS HAVING count() > 1",
        "SELECT * FROM a ANY LEFT JOIN b USING (k, j) ALL INNER JOIN c ON a.x = c.x CROSS JOIN d",
        "SELECT s, x, y FROM t ARRAY JOIN arr AS x, [1, 2] AS y LEFT ARRAY JOIN splitByChar(',', s) WHERE x > 1",
        "SELECT * FROM t LIMIT 1 OFFSET 2 BY a LIMIT 5 SETTINGS max_threads = 1 FORMAT TSV",
        "SELECT 1 UNION ALL SELECT 2 SETTINGS a = 1",
        "WITH 5 AS n, t AS (SELECT number FROM numbers(n)) SELECT t.*, x FROM t CROSS JOIN u WHERE t.number = u.x",
        "SELECT 1 UNION ALL (SELECT 2 SETTINGS a = 1)",
        "CREATE TABLE IF NOT EXISTS db.t (a UInt64 DEFAULT 1 CODEC(Delta, ZSTD(3)) COMMENT 'x', "
            + "INDEX i a TYPE set(100) GRANULARITY 2) ENGINE = ReplacingMergeTree(v) PARTITION BY toYYYYMM(d) "
            + "PRIMARY KEY a ORDER BY (a, b) SETTINGS index_granularity = 1024 COMMENT 'c'",
        "CREATE TABLE t2 AS t ENGINE = Memory",
        "CREATE DATABASE IF NOT EXISTS db ENGINE = Atomic",
        "INSERT INTO t (a, b) VALUES (1, 'x'), (2, NULL)",
        "INSERT INTO t SELECT * FROM numbers(10)",
        "ALTER TABLE t ADD INDEX IF NOT EXISTS i a TYPE minmax GRANULARITY 1 AFTER j, DROP INDEX k, "
            + "MATERIALIZE INDEX i IN PARTITION ID 'all', MODIFY SETTING a = 1, b = 2, DELETE WHERE x = 1, "
            + "UPDATE a = 1 WHERE b SETTINGS mutations_sync = 2",
        "EXPLAIN PIPELINE graph = 1 SELECT 1",
        "EXPLAIN QUERY TREE SELECT 1",
        "OPTIMIZE TABLE t PARTITION 202401 FINAL DEDUPLICATE",
        "SYSTEM START MERGES db.t",
        "SYSTEM DROP UNCOMPRESSED CACHE",
        "KILL QUERY WHERE query_id = 'q' SYNC",
        "SHOW TABLES FROM db LIKE 'x%'",
        "SHOW CREATE TABLE db.t",
        "DESCRIBE TABLE t",
        "EXISTS TABLE db.t",
        "RENAME TABLE a TO b, c TO db.d",
        "TRUNCATE TABLE IF EXISTS t",
        "DROP TABLE IF EXISTS db.t",
        "DROP DATABASE db",
        "USE db",
        "SET a = 1, b = 'x'",
        "SELECT a, count() FROM t GROUP BY GROUPING SETS ((a, b), (a), ())",
        "SELECT * FROM viewExplain('EXPLAIN PIPELINE', 'header = 1', (SELECT 1))"})
    void canonicalStatementsPrintAsWritten(String sql) {
        assertThat(SqlFormatter.format(SqlParser.parse(sql))).isEqualTo(sql);
    }

    @Test
    void explainInFromIsTheViewExplainCallAndGroupingSetsKeepTheirSets() {
        assertThat(SqlFormatter.format(SqlParser.parse("select * from (explain pipeline header=1 select 1) as e")))
                .isEqualTo("SELECT * FROM viewExplain('EXPLAIN PIPELINE', 'header = 1', (SELECT 1)) AS e");
        assertThat(SqlFormatter.format(SqlParser.parse("select a from t group by grouping sets (a, (a, b), ( ))")))
                .isEqualTo("SELECT a FROM t GROUP BY GROUPING SETS ((a), (a, b), ())");
    }

    @Test
    void insertFormatDataFollowsOnTheNextLine() {
        String sql = "INSERT INTO t FORMAT CSV\n1,a\n2,b";
        assertThat(SqlFormatter.format(SqlParser.parse(sql))).isEqualTo(sql);
        assertThat(SqlFormatter.format(SqlParser.parse("insert into t format CSV 1,a")))
                .isEqualTo("INSERT INTO t FORMAT CSV\n1,a");
    }

    @Test
    void normalisesSpellingAndSpacing() {
        assertThat(SqlFormatter.format(SqlParser.parse(
                "select  a  from t where x between 1 and 2 and s not like 'a%' order by a asc limit 2, 3")))
                .isEqualTo("SELECT a FROM t WHERE (x >= 1 AND x <= 2) AND s NOT LIKE 'a%' ORDER BY a LIMIT 3 OFFSET 2");
    }
}
