package io.mergelab.engine.interpreter;

import io.mergelab.engine.QueryKind;
import io.mergelab.engine.sql.ast.AlterTable;
import io.mergelab.engine.sql.ast.CheckTable;
import io.mergelab.engine.sql.ast.CreateDatabase;
import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.CreateView;
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

/** query_log.query_kind of a parsed statement. */
final class StatementKinds {
    private StatementKinds() {
    }

    /** The kind of a parsed statement; TRUNCATE counts as Drop, as in ClickHouse. */
    static QueryKind of(Statement statement) {
        if (statement instanceof SelectUnion) {
            return QueryKind.SELECT;
        }
        if (statement instanceof Insert) {
            return QueryKind.INSERT;
        }
        if (statement instanceof CreateTable || statement instanceof CreateView || statement instanceof CreateDatabase) {
            return QueryKind.CREATE;
        }
        if (statement instanceof DropTable || statement instanceof DropDatabase || statement instanceof TruncateTable) {
            return QueryKind.DROP;
        }
        if (statement instanceof RenameTables) {
            return QueryKind.RENAME;
        }
        if (statement instanceof OptimizeTable) {
            return QueryKind.OPTIMIZE;
        }
        if (statement instanceof AlterTable) {
            return QueryKind.ALTER;
        }
        if (statement instanceof SystemCommand) {
            return QueryKind.SYSTEM;
        }
        if (statement instanceof SetSettings) {
            return QueryKind.SET;
        }
        if (statement instanceof UseDatabase) {
            return QueryKind.USE;
        }
        if (statement instanceof ShowTables || statement instanceof ShowDatabases || statement instanceof ShowCreateTable) {
            return QueryKind.SHOW;
        }
        if (statement instanceof ExistsTable) {
            return QueryKind.EXISTS;
        }
        if (statement instanceof DescribeTable) {
            return QueryKind.DESCRIBE;
        }
        if (statement instanceof Explain) {
            return QueryKind.EXPLAIN;
        }
        if (statement instanceof KillQuery) {
            return QueryKind.KILL_QUERY;
        }
        if (statement instanceof CheckTable) {
            return QueryKind.CHECK;
        }
        return QueryKind.NONE;
    }
}
