package io.mergelab.engine.analyzer;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TableQualifiersTest {
    private final TableQualifiers hits = TableQualifiers.of("db", "hits", Optional.of("h"), List.of("x", "n.y"));

    private static Expr eq(Expr a, long v) {
        return FunctionCall.of("equals", a, new Literal(v));
    }

    @Test
    void tableDatabaseAndAliasQualifiersAreStripped() {
        Expr e = FunctionCall.of("and", eq(Identifier.of("hits", "x"), 1),
                FunctionCall.of("or", eq(Identifier.of("db", "hits", "x"), 2), eq(Identifier.of("h", "x"), 3)));
        Expr expected = FunctionCall.of("and", eq(Identifier.of("x"), 1),
                FunctionCall.of("or", eq(Identifier.of("x"), 2), eq(Identifier.of("x"), 3)));
        assertThat(hits.strip(e)).isEqualTo(expected);
    }

    @Test
    void insideTuplesAndAliasesToo() {
        Expr e = new Aliased(new TupleLiteral(List.of(Identifier.of("h", "x"), new Literal(1L))), "a");
        assertThat(hits.strip(e)).isEqualTo(new Aliased(new TupleLiteral(List.of(Identifier.of("x"), new Literal(1L))), "a"));
    }

    @Test
    void otherQualifiersAndDottedColumnsStayAsWritten() {
        assertThat(hits.strip(Identifier.of("other", "x"))).isEqualTo(Identifier.of("other", "x"));
        assertThat(hits.strip(Identifier.of("x"))).isEqualTo(Identifier.of("x"));
        assertThat(hits.strip(Identifier.of("n", "y"))).isEqualTo(Identifier.of("n", "y"));
        assertThat(hits.strip(Identifier.of("hits", "n", "y"))).isEqualTo(Identifier.of("n", "y"));
        assertThat(hits.strip(Identifier.of("hits"))).isEqualTo(Identifier.of("hits"));
    }
}
