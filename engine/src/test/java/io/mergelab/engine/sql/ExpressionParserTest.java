package io.mergelab.engine.sql;

import static io.mergelab.engine.sql.Ast.as;
import static io.mergelab.engine.sql.Ast.expr;
import static io.mergelab.engine.sql.Ast.fn;
import static io.mergelab.engine.sql.Ast.id;
import static io.mergelab.engine.sql.Ast.lit;
import static io.mergelab.engine.sql.Ast.selectOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.QueryParameter;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ExpressionParserTest {

    @Nested
    class Literals {
        @Test
        void integers() {
            assertThat(expr("42")).isEqualTo(lit(42L));
            assertThat(expr("1_000_000_000")).isEqualTo(lit(1_000_000_000L));
            assertThat(expr("0x1F")).isEqualTo(lit(31L));
            assertThat(expr("0b101")).isEqualTo(lit(5L));
            assertThat(expr("18446744073709551615")).isEqualTo(lit(new BigInteger("18446744073709551615")));
            assertThat(expr("18446744073709551616")).isEqualTo(lit(1.8446744073709552E19));
        }

        @Test
        void negativeNumbersAreLiterals() {
            assertThat(expr("-5")).isEqualTo(lit(-5L));
            assertThat(expr("- 5")).isEqualTo(lit(-5L));
            assertThat(expr("-9223372036854775808")).isEqualTo(lit(Long.MIN_VALUE));
            assertThat(expr("-inf")).isEqualTo(lit(Double.NEGATIVE_INFINITY));
            assertThat(expr("-(5)")).isEqualTo(fn("negate", lit(5L)));
            assertThat(expr("-x")).isEqualTo(fn("negate", id("x")));
        }

        @Test
        void floats() {
            assertThat(expr("1.5")).isEqualTo(lit(1.5));
            assertThat(expr("1e6")).isEqualTo(lit(1e6));
            assertThat(expr("2.5E-3")).isEqualTo(lit(2.5e-3));
            assertThat(expr(".5")).isEqualTo(lit(0.5));
            assertThat(expr("inf")).isEqualTo(lit(Double.POSITIVE_INFINITY));
            assertThat(expr("NaN")).isEqualTo(lit(Double.NaN));
        }

        @Test
        void strings() {
            assertThat(expr("'it''s'")).isEqualTo(lit("it's"));
            assertThat(expr("'a\\'b\\\\c\\n\\t\\0\\x41'")).isEqualTo(lit("a'b\\c\n\t\0A"));
            assertThat(expr("'\\d+'")).as("unknown escapes keep the backslash").isEqualTo(lit("\\d+"));
        }

        @Test
        void keywordsAreCaseInsensitive() {
            assertThat(expr("NULL")).isEqualTo(Literal.NULL);
            assertThat(expr("null")).isEqualTo(Literal.NULL);
            assertThat(expr("true")).isEqualTo(lit(true));
            assertThat(expr("FALSE")).isEqualTo(lit(false));
        }
    }

    @Nested
    class Names {
        @Test
        void identifiersKeepTheirCase() {
            assertThat(expr("Col")).isEqualTo(id("Col"));
            assertThat(expr("db.t.col")).isEqualTo(id("db", "t", "col"));
            assertThat(expr("`my col`")).isEqualTo(id("my col"));
            assertThat(expr("\"select\"")).isEqualTo(id("select"));
        }

        @Test
        void keywordsUsableAsColumnNames() {
            assertThat(expr("type")).isEqualTo(id("type"));
            assertThat(expr("Settings")).isEqualTo(id("Settings"));
            assertThat(expr("partition")).isEqualTo(id("partition"));
            assertThat(expr("interval")).isEqualTo(id("interval"));
        }

        @Test
        void asterisks() {
            assertThat(expr("*")).isEqualTo(Asterisk.ALL);
            assertThat(expr("t.*")).isEqualTo(new Asterisk(Optional.of("t")));
        }
    }

    @Nested
    class Operators {
        @Test
        void arithmeticPrecedence() {
            assertThat(expr("a + b * c")).isEqualTo(fn("plus", id("a"), fn("multiply", id("b"), id("c"))));
            assertThat(expr("a - b - c")).isEqualTo(fn("minus", fn("minus", id("a"), id("b")), id("c")));
            assertThat(expr("(a + b) * c")).isEqualTo(fn("multiply", fn("plus", id("a"), id("b")), id("c")));
            assertThat(expr("a / b % c")).isEqualTo(fn("modulo", fn("divide", id("a"), id("b")), id("c")));
            assertThat(expr("a DIV b")).isEqualTo(fn("intDiv", id("a"), id("b")));
            assertThat(expr("a MOD b")).isEqualTo(fn("modulo", id("a"), id("b")));
            assertThat(expr("-a * b")).isEqualTo(fn("multiply", fn("negate", id("a")), id("b")));
            // one call for the chain, as ClickHouse merges || (a 10,000-term chain is no deeper than a 2-term one)
            assertThat(expr("a || b || c")).isEqualTo(fn("concat", id("a"), id("b"), id("c")));
        }

        @Test
        void comparisons() {
            assertThat(expr("a = 1")).isEqualTo(fn("equals", id("a"), lit(1L)));
            assertThat(expr("a == 1")).isEqualTo(fn("equals", id("a"), lit(1L)));
            assertThat(expr("a != 1")).isEqualTo(fn("notEquals", id("a"), lit(1L)));
            assertThat(expr("a <> 1")).isEqualTo(fn("notEquals", id("a"), lit(1L)));
            assertThat(expr("a <= 1")).isEqualTo(fn("lessOrEquals", id("a"), lit(1L)));
            assertThat(expr("a >= 1")).isEqualTo(fn("greaterOrEquals", id("a"), lit(1L)));
            assertThat(expr("a < b + 1")).isEqualTo(fn("less", id("a"), fn("plus", id("b"), lit(1L))));
            assertThat(expr("s LIKE 'a%'")).isEqualTo(fn("like", id("s"), lit("a%")));
            assertThat(expr("s NOT LIKE 'a%'")).isEqualTo(fn("notLike", id("s"), lit("a%")));
            assertThat(expr("s ILIKE 'a%'")).isEqualTo(fn("ilike", id("s"), lit("a%")));
            assertThat(expr("s not ilike 'a%'")).isEqualTo(fn("notILike", id("s"), lit("a%")));
        }

        @Test
        void inVariants() {
            TupleLiteral list = new TupleLiteral(List.of(lit(1L), lit(2L)));
            assertThat(expr("x IN (1, 2)")).isEqualTo(fn("in", id("x"), list));
            assertThat(expr("x NOT IN (1, 2)")).isEqualTo(fn("notIn", id("x"), list));
            assertThat(expr("x GLOBAL IN (1, 2)")).isEqualTo(fn("globalIn", id("x"), list));
            assertThat(expr("x GLOBAL NOT IN (1, 2)")).isEqualTo(fn("globalNotIn", id("x"), list));
            assertThat(expr("x IN (1)")).isEqualTo(fn("in", id("x"), lit(1L)));
            assertThat(expr("x IN {ids:Array(UInt64)}"))
                    .isEqualTo(fn("in", id("x"), new QueryParameter("ids", "Array(UInt64)")));
            assertThat(expr("x IN (SELECT 1)"))
                    .isEqualTo(fn("in", id("x"), new SubqueryExpr(new SelectUnion(List.of(selectOf(lit(1L))),
                            List.of(), Optional.empty()))));
        }

        @Test
        void logicalOperatorsFlattenAndBindBelowComparison() {
            assertThat(expr("a AND b AND c")).isEqualTo(new FunctionCall("and", List.of(id("a"), id("b"), id("c")),
                    false, List.of()));
            assertThat(expr("a OR b AND c")).isEqualTo(fn("or", id("a"), fn("and", id("b"), id("c"))));
            assertThat(expr("(a AND b) AND c")).isEqualTo(fn("and", fn("and", id("a"), id("b")), id("c")));
            assertThat(expr("NOT a = b")).isEqualTo(fn("not", fn("equals", id("a"), id("b"))));
            assertThat(expr("NOT a AND b")).isEqualTo(fn("and", fn("not", id("a")), id("b")));
            assertThat(expr("x = 1 OR y = 2")).isEqualTo(fn("or", fn("equals", id("x"), lit(1L)),
                    fn("equals", id("y"), lit(2L))));
        }

        @Test
        void nullChecks() {
            assertThat(expr("x IS NULL")).isEqualTo(fn("isNull", id("x")));
            assertThat(expr("x IS NOT NULL")).isEqualTo(fn("isNotNull", id("x")));
            assertThat(expr("NOT x IS NULL")).isEqualTo(fn("not", fn("isNull", id("x"))));
        }

        @Test
        void between() {
            assertThat(expr("x BETWEEN 1 AND 2 AND y")).isEqualTo(fn("and",
                    fn("and", fn("greaterOrEquals", id("x"), lit(1L)), fn("lessOrEquals", id("x"), lit(2L))),
                    id("y")));
            assertThat(expr("x NOT BETWEEN 1 AND 2")).isEqualTo(
                    fn("or", fn("less", id("x"), lit(1L)), fn("greater", id("x"), lit(2L))));
        }

        @Test
        void postfixOperators() {
            assertThat(expr("arr[1]")).isEqualTo(fn("arrayElement", id("arr"), lit(1L)));
            assertThat(expr("t.1")).isEqualTo(fn("tupleElement", id("t"), lit(1L)));
            assertThat(expr("t.1.2")).isEqualTo(fn("tupleElement", fn("tupleElement", id("t"), lit(1L)), lit(2L)));
            assertThat(expr("f(x).name")).isEqualTo(fn("tupleElement", fn("f", id("x")), lit("name")));
            assertThat(expr("x::UInt8")).isEqualTo(fn("CAST", id("x"), lit("UInt8")));
            assertThat(expr("-a[1]")).isEqualTo(fn("negate", fn("arrayElement", id("a"), lit(1L))));
        }
    }

    @Nested
    class Functions {
        @Test
        void calls() {
            assertThat(expr("now()")).isEqualTo(fn("now"));
            assertThat(expr("if(a, b, c)")).isEqualTo(fn("if", id("a"), id("b"), id("c")));
            assertThat(expr("count(*)")).isEqualTo(fn("count", Asterisk.ALL));
            assertThat(expr("count(DISTINCT x)"))
                    .isEqualTo(new FunctionCall("count", List.of(id("x")), true, List.of()));
            assertThat(expr("quantile(0.9)(x)"))
                    .isEqualTo(new FunctionCall("quantile", List.of(id("x")), false, List.of(lit(0.9))));
            assertThat(expr("countIf(x > 1)")).isEqualTo(fn("countIf", fn("greater", id("x"), lit(1L))));
            assertThat(expr("f(x AS y)")).isEqualTo(fn("f", as(id("x"), "y")));
            assertThat(expr("left(s, 3)")).isEqualTo(fn("left", id("s"), lit(3L)));
        }

        @Test
        void casts() {
            assertThat(expr("CAST(x AS Nullable(String))")).isEqualTo(fn("CAST", id("x"), lit("Nullable(String)")));
            assertThat(expr("cast(x AS Decimal(18,4))")).isEqualTo(fn("CAST", id("x"), lit("Decimal(18, 4)")));
            assertThat(expr("CAST(x, 'UInt8')")).isEqualTo(fn("CAST", id("x"), lit("UInt8")));
            assertThat(expr("CAST(x AS DateTime64(3, 'UTC'))"))
                    .isEqualTo(fn("CAST", id("x"), lit("DateTime64(3, 'UTC')")));
            assertThat(expr("x::Array(UInt64)")).isEqualTo(fn("CAST", id("x"), lit("Array(UInt64)")));
        }

        @Test
        void caseExpressions() {
            assertThat(expr("CASE WHEN a THEN 1 WHEN b THEN 2 ELSE 3 END"))
                    .isEqualTo(fn("multiIf", id("a"), lit(1L), id("b"), lit(2L), lit(3L)));
            assertThat(expr("CASE WHEN a THEN 1 END")).isEqualTo(fn("multiIf", id("a"), lit(1L), Literal.NULL));
            assertThat(expr("CASE x WHEN 1 THEN 'a' ELSE 'b' END"))
                    .isEqualTo(fn("caseWithExpression", id("x"), lit(1L), lit("a"), lit("b")));
        }

        @Test
        void intervals() {
            assertThat(expr("INTERVAL 1 DAY")).isEqualTo(fn("toIntervalDay", lit(1L)));
            assertThat(expr("d + INTERVAL 3 month")).isEqualTo(fn("plus", id("d"), fn("toIntervalMonth", lit(3L))));
            assertThat(expr("INTERVAL '2 hours'")).isEqualTo(fn("toIntervalHour", lit(2L)));
            assertThat(expr("INTERVAL -1 week")).isEqualTo(fn("toIntervalWeek", lit(-1L)));
            assertThat(expr("INTERVAL n SECONDS")).isEqualTo(fn("toIntervalSecond", id("n")));
            assertThat(expr("INTERVAL abs(n) YEAR")).isEqualTo(fn("toIntervalYear", fn("abs", id("n"))));
            assertThat(expr("INTERVAL {n:UInt8} QUARTER"))
                    .isEqualTo(fn("toIntervalQuarter", new QueryParameter("n", "UInt8")));
            assertThat(expr("interval + 1")).as("a column called interval").isEqualTo(fn("plus", id("interval"),
                    lit(1L)));
            assertThat(Ast.select("SELECT interval x FROM t").select()).containsExactly(as(id("interval"), "x"));
        }

        @Test
        void castShapesThatAreOrdinaryCalls() {
            assertThat(expr("CAST(x AS y, 'T')")).isEqualTo(fn("CAST", as(id("x"), "y"), lit("T")));
            assertThat(expr("CAST(p)(x)")).isEqualTo(new FunctionCall("CAST", List.of(id("x")), false,
                    List.of(id("p"))));
            assertThat(expr("CAST(DISTINCT x)")).isEqualTo(new FunctionCall("CAST", List.of(id("x")), true,
                    List.of()));
            assertThat(expr("CAST()")).isEqualTo(fn("CAST"));
        }

        @Test
        void lambdas() {
            assertThat(expr("arrayMap(x -> x + 1, arr)")).isEqualTo(
                    fn("arrayMap", new LambdaExpr(List.of("x"), fn("plus", id("x"), lit(1L))), id("arr")));
            assertThat(expr("(x, y) -> x * y"))
                    .isEqualTo(new LambdaExpr(List.of("x", "y"), fn("multiply", id("x"), id("y"))));
        }
    }

    @Nested
    class Collections {
        @Test
        void arraysAndTuples() {
            assertThat(expr("[1, 2]")).isEqualTo(new ArrayLiteral(List.of(lit(1L), lit(2L))));
            assertThat(expr("[]")).isEqualTo(new ArrayLiteral(List.of()));
            assertThat(expr("(1, 'a')")).isEqualTo(new TupleLiteral(List.of(lit(1L), lit("a"))));
            assertThat(expr("()")).isEqualTo(new TupleLiteral(List.of()));
            assertThat(expr("tuple()")).isEqualTo(new TupleLiteral(List.of()));
            assertThat(expr("tuple(a, b)")).isEqualTo(new TupleLiteral(List.of(id("a"), id("b"))));
            assertThat(expr("tuple(a)")).isEqualTo(fn("tuple", id("a")));
            assertThat(expr("(a,)")).isEqualTo(fn("tuple", id("a")));
            assertThat(expr("((a))")).isEqualTo(id("a"));
        }

        @Test
        void queryParameters() {
            assertThat(expr("{client_ids:Array(UInt64)}"))
                    .isEqualTo(new QueryParameter("client_ids", "Array(UInt64)"));
            assertThat(expr("{has_currency:Boolean}")).isEqualTo(new QueryParameter("has_currency", "Boolean"));
        }
    }

    @Test
    void commentsAreIgnored() {
        assertThat(expr("a /* one /* nested */ two */ + -- to the end\n b"))
                .isEqualTo(fn("plus", id("a"), id("b")));
    }
}
