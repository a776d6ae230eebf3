package io.mergelab.engine.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SyntaxErrorTest {

    private static MergeLabException error(String sql) {
        MergeLabException e = catchThrowableOfType(MergeLabException.class, () -> SqlParser.parse(sql));
        assertThat(e).as("error for %s", sql).isNotNull();
        assertThat(e.code()).isEqualTo(ErrorCode.SYNTAX_ERROR);
        return e;
    }

    @Test
    void messageNamesPositionLineColumnExcerptAndExpectations() {
        MergeLabException e = error("SELECT * FORM t");
        assertThat(e.getMessage()).isEqualTo("""
                Syntax error: failed at position 10 (line 1, col 10): FORM t. Expected one of: operator, ',', FROM, \
                PREWHERE, WHERE, GROUP BY, WITH TOTALS, HAVING, ORDER BY, LIMIT, OFFSET, SETTINGS, UNION, FORMAT, ';', \
                end of query
                SELECT * FORM t
                         ^""");
    }

    @Test
    void positionOnALaterLine() {
        MergeLabException e = error("SELECT a,\n\tb\nFROM t WHERE x =");
        assertThat(e.getMessage()).startsWith(
                "Syntax error: failed at position 30 (line 3, col 17): end of query. Expected one of: expression");
        assertThat(e.getMessage()).endsWith("\nFROM t WHERE x =\n                ^");
    }

    @Test
    void caretKeepsTabsAligned() {
        MergeLabException e = error("\tSELECT\t1 2");
        assertThat(e.getMessage()).endsWith("\n\tSELECT\t1 2\n\t      \t  ^");
    }

    @Test
    void excerptIsCutAtFortyCharacters() {
        MergeLabException e = error("SELECT 1 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12");
        assertThat(e.getMessage()).contains("(line 1, col 10): 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 ...");
    }

    @Test
    void missingKeywordAfterFirstWordOfPair() {
        MergeLabException e = error("SELECT a FROM t GROUP a");
        assertThat(e.getMessage()).contains("position 23 (line 1, col 23): a. Expected one of: BY");
    }

    @Test
    void unknownStatement() {
        MergeLabException e = error("SELEC 1");
        assertThat(e.getMessage()).startsWith("Syntax error: failed at position 1 (line 1, col 1): SELEC 1. "
                + "Expected one of: SELECT, WITH, INSERT, CREATE,");
    }

    @Test
    void emptyInput() {
        MergeLabException e = error("  -- nothing\n");
        assertThat(e.getMessage()).startsWith("Syntax error: failed at position 14 (line 2, col 1): end of query. "
                + "Expected one of: SELECT,");
    }

    @Test
    void lexicalErrorsSayWhatIsWrong() {
        assertThat(error("SELECT 'abc").getMessage())
                .startsWith("Syntax error: failed at position 8 (line 1, col 8): 'abc. Single quoted string is not "
                        + "closed. Expected one of:");
        assertThat(error("SELECT `abc").getMessage()).contains("Quoted identifier is not closed");
        assertThat(error("SELECT 1 /* open").getMessage()).contains("Multiline comment is not closed");
        assertThat(error("SELECT 1abc").getMessage()).contains("): 1abc. Wrong number.");
        assertThat(error("SELECT a ^ b").getMessage()).contains("): ^ b. Unexpected character.");
        // the ternary operator needs its ':'
        assertThat(error("SELECT a ? b").getMessage()).contains("): end of query. Expected one of: operator, ':'");
    }

    @Test
    void secondStatementIsNotAccepted() {
        assertThat(error("SELECT 1; SELECT 2").getMessage()).contains("position 11 (line 1, col 11): SELECT 2. "
                + "Expected one of: end of query");
    }

    @Test
    void clauseErrorsPointIntoTheStatement() {
        assertThat(error("CREATE TABLE t (a UInt8").getMessage()).contains("position 24").contains("')'");
        assertThat(error("INSERT INTO t VALUES (1, 2").getMessage()).contains("position 27").contains("')'");
        assertThat(error("ALTER TABLE t ADD PROJECTION p (SELECT x)").getMessage()).contains("position 19").contains("INDEX");
        assertThat(error("SELECT * FROM a LEFT JOIN b").getMessage()).contains("end of query. Expected one of:")
                .contains("USING").contains("ON");
        assertThat(error("OPTIMIZE TABLE t FINAL x").getMessage()).contains("position 24").contains("DEDUPLICATE");
        assertThat(error("SYSTEM DROP FOO CACHE").getMessage()).contains("position 13").contains("MARK");
        assertThat(error("CREATE TABLE t (a UInt8) ENGINE = MergeTree ORDER BY a ORDER BY b").getMessage())
                .contains("position 56");
        assertThat(error("CREATE TABLE t (a UInt8, INDEX i a TYPE minmax GRANULARITY 0) ENGINE = Memory")
                .getMessage()).contains("positive integer");
    }

    @Test
    void longLinesAreShownAroundThePosition() {
        String sql = "SELECT " + "a, ".repeat(200) + "FROM FROM";
        String message = error(sql).getMessage();
        String[] lines = message.split("\n");
        assertThat(lines[1]).startsWith("...").endsWith("FROM FROM").hasSizeLessThan(220);
        assertThat(lines[2].indexOf('^')).isEqualTo(lines[1].indexOf("FROM FROM"));
    }

    @Test
    void clientLineIncludesCode() {
        assertThat(error("SELECT (").toClientLine()).startsWith("Code: 62. DB::Exception: Syntax error: ")
                .endsWith("(SYNTAX_ERROR)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"(|1|)", "f(|1|)", "[|1|]", "(SELECT |1|)", "NOT |1|", "- |x|", "CAST(|1| AS UInt8)",
        "x -> |1|", "CASE WHEN |1| THEN 1 END", "x::|Array(|UInt8|)"})
    void nestingUpToTheLimitParsesAndBeyondFailsCleanly(String pattern) throws InterruptedException {
        String[] parts = pattern.split("\\|");
        String open = parts[0];
        String close = parts.length > 2 ? parts[2] : "";
        String leaf = parts[1];
        if (open.startsWith("x::")) {
            open = "Array(";
            leaf = "UInt8";
            close = ")";
        }
        String prefix = pattern.startsWith("x::") ? "SELECT x::" : "SELECT ";
        // each level costs one unit of depth; a subquery level two (the union and its select list); type names have
        // their own limit, expressions max_parser_depth's default
        int limit = pattern.startsWith("x::") ? ParseContext.MAX_DEPTH : SqlParser.DEFAULT_MAX_DEPTH;
        int levels = (open.contains("SELECT") ? limit / 2 : limit) - 3;
        String fits = prefix + open.repeat(levels) + leaf + close.repeat(levels);
        String tooDeep = prefix + open.repeat(5000) + leaf + close.repeat(5000);
        Throwable[] outcome = new Throwable[2];
        // a fresh thread with cold code and a stack far smaller than the statement thread's: the limit must hold even then
        Thread thread = new Thread(null, () -> {
            try {
                SqlParser.parse(fits);
            } catch (Throwable t) {
                outcome[0] = t;
            }
            try {
                SqlParser.parse(tooDeep);
            } catch (Throwable t) {
                outcome[1] = t;
            }
        }, "deep-parse", 16 << 20);
        thread.start();
        thread.join();
        assertThat(outcome[0]).as("parsing %s levels of %s", levels, pattern).isNull();
        assertThat(outcome[1]).isInstanceOf(MergeLabException.class);
        assertThat(((MergeLabException) outcome[1]).code()).isEqualTo(ErrorCode.TOO_DEEP_RECURSION);
        assertThat(outcome[1].getMessage()).startsWith("Maximum parse depth (" + limit + ") exceeded at position");
    }

    @Test
    void expressionEntryPointRejectsTrailingText() {
        MergeLabException e = catchThrowableOfType(MergeLabException.class,
                () -> SqlParser.parseExpression("a + 1 b"));
        assertThat(e.code()).isEqualTo(ErrorCode.SYNTAX_ERROR);
        assertThat(e.getMessage()).contains("position 7 (line 1, col 7): b. Expected one of: operator, end of query");
    }
}
