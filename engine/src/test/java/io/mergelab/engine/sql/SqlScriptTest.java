package io.mergelab.engine.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.ScriptStatement;
import io.mergelab.engine.sql.ast.Insert;
import io.mergelab.engine.sql.ast.InsertSource;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SqlScriptTest {

    @Test
    void splitsOnSemicolonsWithLineNumbers() {
        List<ScriptStatement> s = SqlScript.split("SELECT 1;\nSELECT 2; SELECT 3\n\n;\n  SELECT\n  4");
        assertThat(s).containsExactly(
                new ScriptStatement("SELECT 1", 1, ""),
                new ScriptStatement("SELECT 2", 2, ""),
                new ScriptStatement("SELECT 3", 2, ""),
                new ScriptStatement("SELECT\n  4", 5, ""));
    }

    @Test
    void semicolonsInsideStringsIdentifiersAndCommentsDoNotSplit() {
        List<ScriptStatement> s = SqlScript.split("SELECT 'a;b', `c;d`, \"e;f\" /* ; */ -- ;\nFROM t;\n"
                + "SELECT 'it''s;', 'x\\';y';");
        assertThat(s).extracting(ScriptStatement::sql).containsExactly(
                "SELECT 'a;b', `c;d`, \"e;f\" /* ; */ -- ;\nFROM t", "SELECT 'it''s;', 'x\\';y'");
        assertThat(s).extracting(ScriptStatement::line).containsExactly(1, 3);
    }

    @Test
    void trailingCommentsAfterTheSemicolon() {
        List<ScriptStatement> s = SqlScript.split("""
                -- a test file
                DROP TABLE IF EXISTS t;
                SELECT * FROM missing; -- { serverError 60 }
                SELECT x FROM t; -- { serverError UNKNOWN_IDENTIFIER }
                SELECT 1; /* a */ -- b
                SELECT 2; SELECT 3; -- belongs to the third
                SELECT 4; /* c */ SELECT 5;
                """);
        assertThat(s).containsExactly(
                new ScriptStatement("DROP TABLE IF EXISTS t", 2, ""),
                new ScriptStatement("SELECT * FROM missing", 3, "-- { serverError 60 }"),
                new ScriptStatement("SELECT x FROM t", 4, "-- { serverError UNKNOWN_IDENTIFIER }"),
                new ScriptStatement("SELECT 1", 5, "/* a */ -- b"),
                new ScriptStatement("SELECT 2", 6, ""),
                new ScriptStatement("SELECT 3", 6, "-- belongs to the third"),
                new ScriptStatement("SELECT 4", 7, ""),
                new ScriptStatement("SELECT 5", 7, ""));
    }

    @Test
    void insertFormatDataRunsToASemicolonThatEndsALine() {
        String script = """
                INSERT INTO t FORMAT CSV
                1,"a;b"
                2,c;d
                3,'unbalanced
                ;
                SELECT count() FROM t;
                INSERT INTO t FORMAT CSV 4,x; -- { serverError 27 }
                INSERT INTO t (format) FORMAT TSV
                5
                """;
        List<ScriptStatement> s = SqlScript.split(script);
        assertThat(s).containsExactly(
                new ScriptStatement("INSERT INTO t FORMAT CSV\n1,\"a;b\"\n2,c;d\n3,'unbalanced", 1, ""),
                new ScriptStatement("SELECT count() FROM t", 6, ""),
                new ScriptStatement("INSERT INTO t FORMAT CSV 4,x", 7, "-- { serverError 27 }"),
                new ScriptStatement("INSERT INTO t (format) FORMAT TSV\n5", 8, ""));
        Insert first = (Insert) SqlParser.parse(s.get(0).sql());
        assertThat(first.source()).isEqualTo(new InsertSource.Format("CSV",
                Optional.of("1,\"a;b\"\n2,c;d\n3,'unbalanced")));
    }

    @Test
    void formatInsideOtherInsertsIsNotData() {
        List<ScriptStatement> s = SqlScript.split("INSERT INTO format VALUES (1);\n"
                + "INSERT INTO t SELECT * FROM s FORMAT Null; SELECT 2;\nINSERT INTO db.format FORMAT CSV\n1;\n");
        assertThat(s).extracting(ScriptStatement::sql).containsExactly("INSERT INTO format VALUES (1)",
                "INSERT INTO t SELECT * FROM s FORMAT Null", "SELECT 2", "INSERT INTO db.format FORMAT CSV\n1");
    }

    @Test
    void emptyStatementsAndCommentOnlyScriptsYieldNothing() {
        assertThat(SqlScript.split(";;  ; -- nothing\n/* at all */")).isEmpty();
        assertThat(SqlScript.split("")).isEmpty();
    }

    @Test
    void unterminatedStringRunsToTheEnd() {
        List<ScriptStatement> s = SqlScript.split("SELECT 1;\nSELECT 'abc; SELECT 2;");
        assertThat(s).extracting(ScriptStatement::sql).containsExactly("SELECT 1", "SELECT 'abc; SELECT 2;");
    }

    @Test
    void everySplitStatementParses() {
        String script = "CREATE TABLE t (a UInt8) ENGINE = Memory;\nINSERT INTO t VALUES (1), (2);\n"
                + "INSERT INTO t FORMAT TSV\n3\n4\n;\nSELECT sum(a) FROM t; -- 10\n";
        for (ScriptStatement st : SqlScript.split(script)) {
            assertThat(SqlParser.parse(st.sql())).isNotNull();
        }
    }
}
