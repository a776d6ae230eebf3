package io.mergelab.engine.querylog;

import io.mergelab.engine.sql.ast.AlterTable;
import io.mergelab.engine.sql.ast.CreateDatabase;
import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.DescribeTable;
import io.mergelab.engine.sql.ast.DropDatabase;
import io.mergelab.engine.sql.ast.DropTable;
import io.mergelab.engine.sql.ast.ExistsTable;
import io.mergelab.engine.sql.ast.Explain;
import io.mergelab.engine.sql.ast.Insert;
import io.mergelab.engine.sql.ast.KillQuery;
import io.mergelab.engine.sql.ast.OptimizeTable;
import io.mergelab.engine.sql.ast.RenameTables;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SetSettings;
import io.mergelab.engine.sql.ast.ShowCreateTable;
import io.mergelab.engine.sql.ast.ShowDatabases;
import io.mergelab.engine.sql.ast.ShowTables;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.sql.ast.SystemCommand;
import io.mergelab.engine.sql.ast.TruncateTable;
import io.mergelab.engine.sql.ast.UseDatabase;

/** query_log.query_kind: the kind of statement, with ClickHouse's names ({@code None} when unknown, e.g. before parsing). */
public enum QueryKind {
    NONE("None"), SELECT("Select"), INSERT("Insert"), CREATE("Create"), DROP("Drop"), RENAME("Rename"),
    OPTIMIZE("Optimize"), ALTER("Alter"), SYSTEM("System"), SET("Set"), USE("Use"), SHOW("Show"), EXISTS("Exists"),
    DESCRIBE("Describe"), EXPLAIN("Explain"), KILL_QUERY("KillQuery");

    private final String clickHouseName;

    QueryKind(String clickHouseName) {
        this.clickHouseName = clickHouseName;
    }

    public String clickHouseName() {
        return clickHouseName;
    }

    /** The kind of a parsed statement; TRUNCATE counts as Drop, as in ClickHouse. */
    public static QueryKind of(Statement statement) {
        if (statement instanceof SelectUnion) {
            return SELECT;
        }
        if (statement instanceof Insert) {
            return INSERT;
        }
        if (statement instanceof CreateTable || statement instanceof CreateDatabase) {
            return CREATE;
        }
        if (statement instanceof DropTable || statement instanceof DropDatabase || statement instanceof TruncateTable) {
            return DROP;
        }
        if (statement instanceof RenameTables) {
            return RENAME;
        }
        if (statement instanceof OptimizeTable) {
            return OPTIMIZE;
        }
        if (statement instanceof AlterTable) {
            return ALTER;
        }
        if (statement instanceof SystemCommand) {
            return SYSTEM;
        }
        if (statement instanceof SetSettings) {
            return SET;
        }
        if (statement instanceof UseDatabase) {
            return USE;
        }
        if (statement instanceof ShowTables || statement instanceof ShowDatabases || statement instanceof ShowCreateTable) {
            return SHOW;
        }
        if (statement instanceof ExistsTable) {
            return EXISTS;
        }
        if (statement instanceof DescribeTable) {
            return DESCRIBE;
        }
        if (statement instanceof Explain) {
            return EXPLAIN;
        }
        if (statement instanceof KillQuery) {
            return KILL_QUERY;
        }
        return NONE;
    }
}
