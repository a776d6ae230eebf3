package io.mergelab.engine.expr;

import static io.mergelab.engine.expr.ExprTestSupport.array;
import static io.mergelab.engine.expr.ExprTestSupport.call;
import static io.mergelab.engine.expr.ExprTestSupport.id;
import static io.mergelab.engine.expr.ExprTestSupport.lit;
import static io.mergelab.engine.expr.ExprTestSupport.table;
import static io.mergelab.engine.expr.ExprTestSupport.tuple;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.QueryParameter;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.type.StringType;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ExpressionCompilerTest {
    private final ExprTestSupport.Table t = table()
            .column("client_id", "UInt64", "7", "8")
            .column("ts", "DateTime", "2024-01-31 10:00:00", "2024-02-01 00:00:00")
            .column("s", "String", "x", "y");

    @Test
    void columnNamesFollowClickHouse() {
        assertThat(t.compile(call("plus", id("client_id"), lit(1))).columnName()).isEqualTo("plus(client_id, 1)");
        assertThat(t.compile(call("equals", id("s"), lit("x'y"))).columnName()).isEqualTo("equals(s, 'x\\'y')");
        assertThat(t.compile(id("s")).columnName()).isEqualTo("s");
        assertThat(t.compile(new Aliased(call("toYYYYMM", id("ts")), "m")).columnName()).isEqualTo("m");
        assertThat(t.compile(tuple(id("client_id"), call("toDate", id("ts")))).columnName())
                .isEqualTo("(client_id, toDate(ts))");
        assertThat(t.compile(array(lit(1), lit(2.5), lit(null))).columnName()).isEqualTo("[1, 2.5, NULL]");
        assertThat(t.compile(lit(1.0)).columnName()).isEqualTo("1.");
    }

    @Test
    void requiredColumnsAndConstants() {
        CompiledExpression e = t.compile(call("plus", id("client_id"), call("length", id("s"))));
        assertThat(e.requiredColumns()).isEqualTo(Set.of("client_id", "s"));
        assertThat(e.isConstant()).isFalse();
        CompiledExpression c = t.compile(call("plus", lit(1), lit(2)));
        assertThat(c.isConstant()).isTrue();
        assertThat(c.requiredColumns()).isEmpty();
        Column col = c.evaluate(t.chunk());
        assertThat(col.size()).isEqualTo(2);
        assertThat(col.get(1)).isEqualTo(3L);
        assertThat(t.compile(call("rand")).isConstant()).isFalse();
    }

    @Test
    void partitionAndOrderKeyExpressions() {
        assertThat(t.eval(call("modulo", id("client_id"), lit(36)))).containsExactly("7", "8");
        assertThat(t.eval(tuple(id("client_id"), call("toDate", id("ts")))))
                .containsExactly("(7,'2024-01-31')", "(8,'2024-02-01')");
        assertThat(t.type(tuple(id("client_id"), call("toDate", id("ts"))))).isEqualTo("Tuple(UInt64, Date)");
    }

    @Test
    void unknownIdentifierSuggestsClosestName() {
        assertThatThrownBy(() -> t.compile(call("plus", id("client_ib"), lit(1))))
                .isInstanceOf(MergeLabException.class)
                .hasMessage("Unknown expression identifier `client_ib` in scope plus(client_ib, 1). Maybe you meant: ['client_id']")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.UNKNOWN_IDENTIFIER);
    }

    @Test
    void qualifiedIdentifiersFallBackToTheColumnName() {
        assertThat(t.eval(new Identifier(List.of("t", "s")))).containsExactly("x", "y");
    }

    @Test
    void unknownFunctionSuggestsClosestName() {
        assertThatThrownBy(() -> t.compile(call("flor", lit(1.5))))
                .hasMessage("Function with name `flor` does not exist. Maybe you meant: ['floor']")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.UNKNOWN_FUNCTION);
    }

    @Test
    void wrongArgumentCount() {
        assertThatThrownBy(() -> t.compile(call("toYYYYMM")))
                .hasMessage("Number of arguments for function toYYYYMM doesn't match: passed 0, should be 1 or 2")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH);
        assertThatThrownBy(() -> t.compile(call("plus", lit(1))))
                .hasMessage("Number of arguments for function plus doesn't match: passed 1, should be 2");
        assertThatThrownBy(() -> t.compile(call("and", lit(1))))
                .hasMessage("Number of arguments for function and doesn't match: passed 1, should be at least 2");
    }

    @Test
    void caseInsensitiveNamesAndAliases() {
        assertThat(t.eval(call("LOWER", lit("AbC")))).containsExactly("abc", "abc");
        assertThat(t.eval(call("lcase", lit("AbC")))).containsExactly("abc", "abc");
        assertThat(t.eval(call("SUBSTR", lit("hello"), lit(2), lit(3)))).containsExactly("ell", "ell");
        assertThatThrownBy(() -> t.compile(call("TOYYYYMM", id("ts"))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.UNKNOWN_FUNCTION);
    }

    @Test
    void queryParameters() {
        assertThat(t.eval(call("plus", new QueryParameter("p", "UInt32"), lit(1)))).containsExactly("43", "43");
        assertThat(t.type(new QueryParameter("p", "UInt32"))).isEqualTo("UInt32");
        assertThat(t.eval(new QueryParameter("d", "Date"))).containsExactly("2024-01-31", "2024-01-31");
        assertThatThrownBy(() -> t.compile(new QueryParameter("missing", "UInt8")))
                .hasMessage("Substitution `missing` is not set")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.UNKNOWN_QUERY_PARAMETER);
        assertThatThrownBy(() -> t.compile(new QueryParameter("bad", "UInt8")))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.BAD_QUERY_PARAMETER);
    }

    @Test
    void subqueriesAreNotExpressionsHere() {
        assertThatThrownBy(() -> t.compile(call("in", id("s"), new SubqueryExpr(null))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.NOT_IMPLEMENTED);
    }

    @Test
    void lowCardinalityColumnKeepsItsTypeAndFunctionsSeeThrough() {
        var lc = table().column("l", "LowCardinality(String)", "Ab");
        assertThat(lc.type(id("l"))).isEqualTo("LowCardinality(String)");
        assertThat(lc.type(call("lower", id("l")))).isEqualTo("String");
        assertThat(lc.eval(call("lower", id("l")))).containsExactly("ab");
        Column out = lc.compile(id("l")).evaluate(lc.chunk());
        assertThat(out.type().name()).isEqualTo("LowCardinality(String)");
    }

    @Test
    void emptyChunkGivesEmptyColumns() {
        CompiledExpression e = t.compile(call("plus", id("client_id"), lit(1)));
        Chunk empty = t.chunk().slice(0, 0);
        assertThat(e.evaluate(empty).size()).isZero();
        assertThat(t.compile(lit("k")).evaluate(empty).size()).isZero();
        assertThat(t.compile(lit("k")).type()).isEqualTo(StringType.INSTANCE);
    }
}
