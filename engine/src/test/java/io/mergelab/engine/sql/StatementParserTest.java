package io.mergelab.engine.sql;

import static io.mergelab.engine.sql.Ast.fn;
import static io.mergelab.engine.sql.Ast.id;
import static io.mergelab.engine.sql.Ast.lit;
import static io.mergelab.engine.sql.Ast.parse;
import static io.mergelab.engine.sql.Ast.selectOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.sql.ast.AlterCommand;
import io.mergelab.engine.sql.ast.AlterTable;
import io.mergelab.engine.sql.ast.ColumnAssignment;
import io.mergelab.engine.sql.ast.CreateDatabase;
import io.mergelab.engine.sql.ast.CreateView;
import io.mergelab.engine.sql.ast.DescribeTable;
import io.mergelab.engine.sql.ast.DropDatabase;
import io.mergelab.engine.sql.ast.DropTable;
import io.mergelab.engine.sql.ast.ExistsTable;
import io.mergelab.engine.sql.ast.Explain;
import io.mergelab.engine.sql.ast.IndexDef;
import io.mergelab.engine.sql.ast.Insert;
import io.mergelab.engine.sql.ast.InsertSource;
import io.mergelab.engine.sql.ast.KillQuery;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.OptimizeTable;
import io.mergelab.engine.sql.ast.PartitionSpec;
import io.mergelab.engine.sql.ast.QueryParameter;
import io.mergelab.engine.sql.ast.RenameTables;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SetSettings;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.ShowCreateTable;
import io.mergelab.engine.sql.ast.ShowDatabases;
import io.mergelab.engine.sql.ast.ShowTables;
import io.mergelab.engine.sql.ast.SystemCommand;
import io.mergelab.engine.sql.ast.TableName;
import io.mergelab.engine.sql.ast.TruncateTable;
import io.mergelab.engine.sql.ast.TupleLiteral;
import io.mergelab.engine.sql.ast.UseDatabase;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** DROP, TRUNCATE, RENAME, INSERT, ALTER, EXPLAIN, SHOW and the other non-CREATE statements. */
class StatementParserTest {

    private static final Optional<String> NO_DB = Optional.empty();

    @Nested
    class DatabasesAndTables {
        @Test
        void databases() {
            assertThat(parse("CREATE DATABASE db")).isEqualTo(new CreateDatabase(false, "db", Optional.empty()));
            assertThat(parse("create database if not exists db ENGINE = Atomic"))
                    .isEqualTo(new CreateDatabase(true, "db", Optional.of("Atomic")));
            assertThat(parse("DROP DATABASE IF EXISTS db")).isEqualTo(new DropDatabase(true, "db"));
            assertThat(parse("DROP DATABASE db SYNC")).isEqualTo(new DropDatabase(false, "db"));
        }

        @Test
        void dropTruncateRename() {
            assertThat(parse("DROP TABLE t")).isEqualTo(new DropTable(false, NO_DB, "t"));
            assertThat(parse("DROP TABLE IF EXISTS db.t SYNC")).isEqualTo(new DropTable(true, Optional.of("db"), "t"));
            assertThat(parse("TRUNCATE t")).isEqualTo(new TruncateTable(false, NO_DB, "t"));
            assertThat(parse("TRUNCATE TABLE IF EXISTS db.t"))
                    .isEqualTo(new TruncateTable(true, Optional.of("db"), "t"));
            assertThat(parse("RENAME TABLE a TO b, db.c TO db2.d")).isEqualTo(new RenameTables(List.of(
                    new RenameTables.Rename(new TableName(NO_DB, "a"), new TableName(NO_DB, "b")),
                    new RenameTables.Rename(new TableName(Optional.of("db"), "c"),
                            new TableName(Optional.of("db2"), "d")))));
        }

        @Test
        void views() {
            CreateView v = (CreateView) parse("CREATE OR REPLACE VIEW IF NOT EXISTS db.v AS SELECT x FROM t WHERE x = {p:UInt64}");
            assertThat(v.materialized()).isFalse();
            assertThat(v.orReplace()).isTrue();
            assertThat(v.ifNotExists()).isTrue();
            assertThat(v.database()).contains("db");
            assertThat(v.name()).isEqualTo("v");
            assertThat(SqlFormatter.format(v.query())).isEqualTo("SELECT x FROM t WHERE x = {p:UInt64}");

            CreateView to = (CreateView) parse("CREATE MATERIALIZED VIEW mv TO db.dst AS SELECT k, count() AS n FROM src GROUP BY k");
            assertThat(to.materialized()).isTrue();
            assertThat(to.to()).contains(new TableName(Optional.of("db"), "dst"));
            assertThat(to.storage()).isEmpty();

            CreateView engine = (CreateView) parse("CREATE MATERIALIZED VIEW mv ENGINE = MergeTree ORDER BY k POPULATE AS SELECT k FROM src");
            assertThat(engine.storage().orElseThrow().engine().orElseThrow().name()).isEqualTo("MergeTree");
            assertThat(engine.populate()).isTrue();
            assertThat(SqlFormatter.format(engine))
                    .isEqualTo("CREATE MATERIALIZED VIEW mv ENGINE = MergeTree ORDER BY k POPULATE AS SELECT k FROM src");

            assertThat(parse("DROP VIEW IF EXISTS db.v")).isEqualTo(new DropTable(true, Optional.of("db"), "v", true));
            assertThat(parse("SHOW CREATE VIEW v")).isEqualTo(new ShowCreateTable(NO_DB, "v"));
        }

        @Test
        void inspection() {
            assertThat(parse("SHOW DATABASES")).isEqualTo(new ShowDatabases(Optional.empty()));
            assertThat(parse("SHOW DATABASES LIKE 'd%'")).isEqualTo(new ShowDatabases(Optional.of("d%")));
            assertThat(parse("SHOW TABLES")).isEqualTo(new ShowTables(Optional.empty(), Optional.empty()));
            assertThat(parse("SHOW TABLES FROM db LIKE 't%'"))
                    .isEqualTo(new ShowTables(Optional.of("db"), Optional.of("t%")));
            assertThat(parse("SHOW TABLES IN db")).isEqualTo(new ShowTables(Optional.of("db"), Optional.empty()));
            assertThat(parse("SHOW CREATE TABLE db.t")).isEqualTo(new ShowCreateTable(Optional.of("db"), "t"));
            assertThat(parse("SHOW CREATE t")).isEqualTo(new ShowCreateTable(NO_DB, "t"));
            assertThat(parse("DESCRIBE TABLE t")).isEqualTo(new DescribeTable(NO_DB, "t"));
            assertThat(parse("DESC db.t")).isEqualTo(new DescribeTable(Optional.of("db"), "t"));
            assertThat(parse("EXISTS TABLE t")).isEqualTo(new ExistsTable(NO_DB, "t"));
            assertThat(parse("EXISTS db.t")).isEqualTo(new ExistsTable(Optional.of("db"), "t"));
            assertThat(parse("USE db")).isEqualTo(new UseDatabase("db"));
        }

        @Test
        void set() {
            assertThat(parse("SET max_threads = 4, log_comment = 'run 1', x = {p:UInt64}")).isEqualTo(
                    new SetSettings(List.of(new SettingAssignment("max_threads", lit(4L)),
                            new SettingAssignment("log_comment", lit("run 1")),
                            new SettingAssignment("x", new QueryParameter("p", "UInt64")))));
        }
    }

    @Nested
    class Inserts {
        @Test
        void values() {
            Insert insert = (Insert) parse("INSERT INTO db.t (a, b) VALUES (1, 'x'), (2, NULL) (-3, 'z');");
            assertThat(insert.database()).contains("db");
            assertThat(insert.table()).isEqualTo("t");
            assertThat(insert.columns()).containsExactly("a", "b");
            assertThat(insert.source()).isEqualTo(new InsertSource.Values(List.of(
                    List.of(lit(1L), lit("x")), List.of(lit(2L), Literal.NULL),
                    List.of(lit(-3L), lit("z")))));
        }

        @Test
        void select() {
            Insert insert = (Insert) parse("INSERT INTO TABLE test SELECT if(number % 1024 == 0, 'needle', "
                    + "randomPrintableASCII(64)) FROM numbers_mt(1_000_000_000) SETTINGS max_threads = 2");
            assertThat(insert.columns()).isEmpty();
            SelectUnion query = ((InsertSource.Select) insert.source()).query();
            assertThat(query.settings()).containsExactly(new SettingAssignment("max_threads", lit(2L)));
            assertThat(parse("INSERT INTO t (SELECT 1)")).isEqualTo(new Insert(NO_DB, "t", List.of(),
                    new InsertSource.Select(new SelectUnion(List.of(selectOf(lit(1L))), List.of(),
                            Optional.empty()))));
        }

        @Test
        void formatWithInlineData() {
            Insert insert = (Insert) parse("INSERT INTO t FORMAT CSV\n1,\"a;b\"\n2,'c\n");
            assertThat(insert.source()).isEqualTo(new InsertSource.Format("CSV", Optional.of("1,\"a;b\"\n2,'c\n")));
            Insert sameLine = (Insert) parse("INSERT INTO t FORMAT JSONEachRow {\"a\": 1};");
            assertThat(sameLine.source()).isEqualTo(new InsertSource.Format("JSONEachRow",
                    Optional.of("{\"a\": 1}")));
            Insert withComment = (Insert) parse("INSERT INTO t FORMAT TSV\n1\t2\n; -- done");
            assertThat(withComment.source()).isEqualTo(new InsertSource.Format("TSV", Optional.of("1\t2\n")));
        }

        @Test
        void fromInfile() {
            assertThat(((Insert) parse("INSERT INTO t (a, b) FROM INFILE '/tmp/in.csv.gz' COMPRESSION 'gzip' FORMAT CSV")).source())
                    .isEqualTo(new InsertSource.File("/tmp/in.csv.gz", Optional.of("gzip"), "CSV"));
            assertThat(((Insert) parse("insert into t from infile 'data.tsv' format TSV;")).source())
                    .isEqualTo(new InsertSource.File("data.tsv", Optional.empty(), "TSV"));
        }

        @Test
        void formatWithoutData() {
            assertThat(((Insert) parse("INSERT INTO t (a) FORMAT TSVWithNames")).source())
                    .isEqualTo(new InsertSource.Format("TSVWithNames", Optional.empty()));
            assertThat(((Insert) parse("INSERT INTO t FORMAT CSV;")).source())
                    .isEqualTo(new InsertSource.Format("CSV", Optional.empty()));
        }
    }

    @Nested
    class Alter {
        @Test
        void indexCommands() {
            AlterTable alter = (AlterTable) parse("ALTER TABLE db.t ADD INDEX IF NOT EXISTS idx lower(s) "
                    + "TYPE ngrambf_v1(3, 256, 2, 0) GRANULARITY 4 AFTER other, DROP INDEX IF EXISTS old, "
                    + "MATERIALIZE INDEX idx IN PARTITION 202401, CLEAR INDEX idx IN PARTITION ID 'all'");
            assertThat(alter.database()).contains("db");
            assertThat(alter.commands()).containsExactly(
                    new AlterCommand.AddIndex(true, new IndexDef("idx", fn("lower", id("s")), "ngrambf_v1",
                            List.of(lit(3L), lit(256L), lit(2L), lit(0L)), 4), Optional.of("other")),
                    new AlterCommand.DropIndex(true, "old"),
                    new AlterCommand.MaterializeIndex("idx", Optional.of(PartitionSpec.ofExpression(lit(202401L)))),
                    new AlterCommand.ClearIndex("idx", Optional.of(PartitionSpec.ofId("all"))));
        }

        @Test
        void settingsAndMutations() {
            AlterTable alter = (AlterTable) parse("ALTER TABLE t MODIFY SETTING min_age_to_force_merge_seconds = "
                    + "86400, parts_to_throw_insert = 10, DELETE WHERE x = 1, UPDATE a = 1, b = b + 1 WHERE c "
                    + "SETTINGS mutations_sync = 2");
            assertThat(alter.commands()).containsExactly(
                    new AlterCommand.ModifySettings(List.of(
                            new SettingAssignment("min_age_to_force_merge_seconds", lit(86400L)),
                            new SettingAssignment("parts_to_throw_insert", lit(10L)))),
                    new AlterCommand.Delete(fn("equals", id("x"), lit(1L))),
                    new AlterCommand.Update(List.of(new ColumnAssignment("a", lit(1L)),
                            new ColumnAssignment("b", fn("plus", id("b"), lit(1L)))), id("c")));
            assertThat(alter.settings()).containsExactly(new SettingAssignment("mutations_sync", lit(2L)));
        }

        @Test
        void mutationsInAPartition() {
            AlterTable alter = (AlterTable) parse("ALTER TABLE t DELETE IN PARTITION 202401 WHERE x = 1, "
                    + "UPDATE a = 1 IN PARTITION ID 'all' WHERE c");
            assertThat(alter.commands()).containsExactly(
                    new AlterCommand.Delete(Optional.of(PartitionSpec.ofExpression(lit(202401L))), fn("equals", id("x"), lit(1L))),
                    new AlterCommand.Update(List.of(new ColumnAssignment("a", lit(1L))), Optional.of(PartitionSpec.ofId("all")),
                            id("c")));
            assertThat(SqlFormatter.format(alter))
                    .isEqualTo("ALTER TABLE t DELETE IN PARTITION 202401 WHERE x = 1, UPDATE a = 1 IN PARTITION ID 'all' WHERE c");
        }
    }

    @Nested
    class Operations {
        @Test
        void explain() {
            Explain e = (Explain) parse("EXPLAIN PLAN indexes = 1, actions = 1 SELECT 1");
            assertThat(e.kind()).isEqualTo(Explain.Kind.PLAN);
            assertThat(e.settings()).containsExactly(new SettingAssignment("indexes", lit(1L)),
                    new SettingAssignment("actions", lit(1L)));
            assertThat(e.statement()).isEqualTo(new SelectUnion(List.of(selectOf(lit(1L))), List.of(),
                    Optional.empty()));
            assertThat(((Explain) parse("EXPLAIN SELECT 1")).kind()).isEqualTo(Explain.Kind.PLAN);
            assertThat(((Explain) parse("EXPLAIN indexes = 1 SELECT 1")).settings()).hasSize(1);
            assertThat(((Explain) parse("EXPLAIN PIPELINE graph = 1 SELECT 1")).kind())
                    .isEqualTo(Explain.Kind.PIPELINE);
            assertThat(((Explain) parse("EXPLAIN ESTIMATE SELECT 1")).kind()).isEqualTo(Explain.Kind.ESTIMATE);
            assertThat(((Explain) parse("EXPLAIN AST SELECT 1")).kind()).isEqualTo(Explain.Kind.AST);
            assertThat(((Explain) parse("EXPLAIN SYNTAX SELECT 1")).kind()).isEqualTo(Explain.Kind.SYNTAX);
            assertThat(((Explain) parse("EXPLAIN QUERY TREE SELECT 1")).kind()).isEqualTo(Explain.Kind.QUERY_TREE);
        }

        @Test
        void optimize() {
            assertThat(parse("OPTIMIZE TABLE t")).isEqualTo(new OptimizeTable(NO_DB, "t", Optional.empty(), false,
                    false));
            assertThat(parse("OPTIMIZE TABLE db.t PARTITION 202401 FINAL DEDUPLICATE")).isEqualTo(new OptimizeTable(
                    Optional.of("db"), "t", Optional.of(PartitionSpec.ofExpression(lit(202401L))), true, true));
            assertThat(parse("OPTIMIZE TABLE t PARTITION ID '202401' FINAL")).isEqualTo(new OptimizeTable(
                    NO_DB, "t", Optional.of(PartitionSpec.ofId("202401")), true, false));
            assertThat(parse("OPTIMIZE TABLE t PARTITION tuple() FINAL")).isEqualTo(new OptimizeTable(
                    NO_DB, "t", Optional.of(PartitionSpec.ofExpression(new TupleLiteral(
                            List.of()))), true, false));
        }

        @Test
        void system() {
            assertThat(parse("SYSTEM FLUSH LOGS"))
                    .isEqualTo(new SystemCommand(SystemCommand.Action.FLUSH_LOGS, Optional.empty()));
            assertThat(parse("SYSTEM STOP MERGES"))
                    .isEqualTo(new SystemCommand(SystemCommand.Action.STOP_MERGES, Optional.empty()));
            assertThat(parse("SYSTEM START MERGES db.t")).isEqualTo(new SystemCommand(
                    SystemCommand.Action.START_MERGES, Optional.of(new TableName(Optional.of("db"), "t"))));
            assertThat(parse("SYSTEM DROP MARK CACHE"))
                    .isEqualTo(new SystemCommand(SystemCommand.Action.DROP_MARK_CACHE, Optional.empty()));
            assertThat(parse("SYSTEM DROP UNCOMPRESSED CACHE"))
                    .isEqualTo(new SystemCommand(SystemCommand.Action.DROP_UNCOMPRESSED_CACHE, Optional.empty()));
            assertThat(parse("SYSTEM DROP QUERY CONDITION CACHE")).isEqualTo(
                    new SystemCommand(SystemCommand.Action.DROP_QUERY_CONDITION_CACHE, Optional.empty()));
            assertThat(parse("SYSTEM CLEAR QUERY CONDITION CACHE")).isEqualTo(
                    new SystemCommand(SystemCommand.Action.DROP_QUERY_CONDITION_CACHE, Optional.empty()));
        }

        @Test
        void kill() {
            assertThat(parse("KILL QUERY WHERE query_id = 'abc'"))
                    .isEqualTo(new KillQuery(fn("equals", id("query_id"), lit("abc")), false));
            assertThat(parse("KILL QUERY WHERE query_id = 'abc' SYNC"))
                    .isEqualTo(new KillQuery(fn("equals", id("query_id"), lit("abc")), true));
            assertThat(parse("KILL QUERY WHERE user = 'x' ASYNC"))
                    .isEqualTo(new KillQuery(fn("equals", id("user"), lit("x")), false));
        }
    }

    @Test
    void trailingSemicolonAndCommentsAreAllowed() {
        assertThat(parse("USE db; -- done\n/* and */")).isEqualTo(new UseDatabase("db"));
    }
}
