package io.mergelab.engine.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Statement;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/** The formatter and parser agree: {@code parse(format(x))} is {@code x}; bad input only ever fails as SYNTAX_ERROR. */
class SqlRoundTripPropertyTest {

    @Property(tries = 2000)
    void expressionsSurviveFormatting(@ForAll("expressions") Expr e) {
        String text = SqlFormatter.format(e);
        assertThat(SqlParser.parseExpression(text)).as(text).isEqualTo(e);
    }

    @Property(tries = 1000)
    void statementsSurviveFormatting(@ForAll("statements") Statement s) {
        String text = SqlFormatter.format(s);
        assertThat(SqlParser.parse(text)).as(text).isEqualTo(s);
    }

    @Property(tries = 2000)
    void garbageFailsOnlyWithSyntaxErrors(@ForAll("garbage") String text) {
        assertOnlySyntaxErrors(() -> SqlParser.parse(text));
        assertOnlySyntaxErrors(() -> SqlParser.parseExpression(text));
        assertThat(SqlScript.split(text)).isNotNull();
    }

    @Property(tries = 2000)
    void whateverParsesFormatsToTheSameTree(@ForAll("garbage") String text) {
        Statement parsed;
        try {
            parsed = SqlParser.parse(text);
        } catch (MergeLabException e) {
            return;
        }
        String formatted = SqlFormatter.format(parsed);
        assertThat(SqlParser.parse(formatted)).as(formatted).isEqualTo(parsed);
    }

    private static void assertOnlySyntaxErrors(Runnable parse) {
        try {
            parse.run();
        } catch (MergeLabException e) {
            assertThat(e.code()).isIn(ErrorCode.SYNTAX_ERROR, ErrorCode.TOO_DEEP_RECURSION);
            assertThat(e.getMessage()).isNotBlank();
        }
    }

    @Provide
    Arbitrary<Expr> expressions() {
        return SqlArbitraries.expressions();
    }

    @Provide
    Arbitrary<Statement> statements() {
        return SqlArbitraries.statements();
    }

    /** Token soup from SQL words and symbols, and plain random characters. */
    @Provide
    Arbitrary<String> garbage() {
        Arbitrary<String> tokens = Arbitraries.of("SELECT", "FROM", "WHERE", "INSERT", "INTO", "VALUES", "FORMAT",
                "CREATE", "TABLE", "ENGINE", "=", "MergeTree", "ORDER", "BY", "(", ")", ",", ";", "'", "`", "\"",
                "--", "/*", "*/", "*", "+", "-", "->", "::", ".", "1", "1.5e3", "0x1F", "'s'", "a", "b", "t", "AS",
                "AND", "OR", "NOT", "IN", "IS", "NULL", "BETWEEN", "CASE", "WHEN", "THEN", "ELSE", "END",
                "INTERVAL", "DAY", "CAST", "{", "}", "[", "]", ":", "UNION", "ALL", "JOIN", "USING", "ON", "LIMIT",
                "SETTINGS", "EXPLAIN", "ALTER", "ADD", "INDEX", "TYPE", "minmax", "GRANULARITY", "SYSTEM", "DROP",
                "x", "count", "DISTINCT", "\n", " ", "tuple", "PARTITION", "OPTIMIZE", "FINAL", "WITH", "?", "!");
        Arbitrary<String> soup = tokens.list().ofMaxSize(25).map(list -> String.join(" ", list));
        Arbitrary<String> chars = Arbitraries.strings().ofMaxLength(40);
        Arbitrary<String> asciiChars = Arbitraries.strings().withCharRange(' ', '~').withChars('\n', '\t')
                .ofMaxLength(60);
        return Arbitraries.frequencyOf(
                Tuple.of(5, soup),
                Tuple.of(2, chars),
                Tuple.of(2, asciiChars),
                Tuple.of(5, mutatedStatements()));
    }

    /** Valid statements with a slice cut out or replaced, so errors arise deep inside every grammar area. */
    private static Arbitrary<String> mutatedStatements() {
        Arbitrary<String> valid = SqlArbitraries.statements().map(SqlFormatter::format);
        return Combinators.combine(valid, Arbitraries.doubles().between(0, 1), Arbitraries.integers().between(0, 8),
                Arbitraries.of("", "(", ")", ",", "'", "`", "SELECT", " AND ", "--", ";", "[", "::", "{x:", "."))
                .as((sql, at, length, insert) -> {
                    int from = (int) (at * sql.length());
                    int to = Math.min(sql.length(), from + length);
                    return sql.substring(0, from) + insert + sql.substring(to);
                });
    }
}
