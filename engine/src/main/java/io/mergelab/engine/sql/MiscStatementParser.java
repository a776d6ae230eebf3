package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.CheckTable;
import io.mergelab.engine.sql.ast.DescribeTable;
import io.mergelab.engine.sql.ast.ExistsTable;
import io.mergelab.engine.sql.ast.Explain;
import io.mergelab.engine.sql.ast.KillQuery;
import io.mergelab.engine.sql.ast.OptimizeTable;
import io.mergelab.engine.sql.ast.PartitionSpec;
import io.mergelab.engine.sql.ast.SetSettings;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.ShowCreateTable;
import io.mergelab.engine.sql.ast.ShowDatabases;
import io.mergelab.engine.sql.ast.ShowTables;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.sql.ast.SystemCommand;
import io.mergelab.engine.sql.ast.TableName;
import io.mergelab.engine.sql.ast.UseDatabase;
import java.util.List;
import java.util.Optional;

/** EXPLAIN, SHOW, DESCRIBE, EXISTS, CHECK TABLE, USE, SET, OPTIMIZE, SYSTEM and KILL QUERY. */
final class MiscStatementParser {
    private final ParseContext ctx;
    private final TokenStream t;

    MiscStatementParser(ParseContext ctx) {
        this.ctx = ctx;
        this.t = ctx.tokens;
    }

    Explain explain() {
        t.expectKeyword("EXPLAIN");
        Explain.Kind kind = Explain.Kind.PLAN;
        if (t.acceptKeyword("AST")) {
            kind = Explain.Kind.AST;
        } else if (t.acceptKeyword("SYNTAX")) {
            kind = Explain.Kind.SYNTAX;
        } else if (t.acceptKeywords("QUERY", "TREE")) {
            kind = Explain.Kind.QUERY_TREE;
        } else if (t.acceptKeyword("PLAN")) {
            kind = Explain.Kind.PLAN;
        } else if (t.acceptKeyword("PIPELINE")) {
            kind = Explain.Kind.PIPELINE;
        } else if (t.acceptKeyword("ESTIMATE")) {
            kind = Explain.Kind.ESTIMATE;
        }
        List<SettingAssignment> settings = ctx.clauses.isSettingAssignmentStart()
                ? ctx.clauses.settingAssignments() : List.of();
        ctx.enter();
        try {
            return new Explain(kind, settings, ctx.statements.statement());
        } finally {
            ctx.leave();
        }
    }

    Statement show() {
        t.expectKeyword("SHOW");
        if (t.acceptKeyword("DATABASES")) {
            return new ShowDatabases(ctx.clauses.like());
        }
        if (t.acceptKeyword("TABLES")) {
            Optional<String> database = Optional.empty();
            if (t.acceptKeyword("FROM") || t.acceptKeyword("IN")) {
                database = Optional.of(t.identifier());
            }
            return new ShowTables(database, ctx.clauses.like());
        }
        t.expectKeyword("CREATE");
        if (!t.acceptKeyword("TABLE")) {
            t.acceptKeyword("VIEW");
        }
        TableName name = ctx.clauses.tableName();
        return new ShowCreateTable(name.database(), name.table());
    }

    Statement describe() {
        if (!t.acceptKeyword("DESCRIBE")) {
            t.expectKeyword("DESC");
        }
        t.acceptKeyword("TABLE");
        TableName name = ctx.clauses.tableName();
        return new DescribeTable(name.database(), name.table());
    }

    Statement exists() {
        t.expectKeyword("EXISTS");
        t.acceptKeyword("TABLE");
        TableName name = ctx.clauses.tableName();
        return new ExistsTable(name.database(), name.table());
    }

    Statement check() {
        t.expectKeyword("CHECK");
        t.expectKeyword("TABLE");
        TableName name = ctx.clauses.tableName();
        Optional<PartitionSpec> partition = Optional.empty();
        Optional<String> part = Optional.empty();
        if (t.acceptKeyword("PARTITION")) {
            partition = Optional.of(ctx.clauses.partitionSpec());
        } else if (t.acceptKeyword("PART")) {
            part = Optional.of(t.stringLiteral());
        }
        List<SettingAssignment> settings = t.acceptKeyword("SETTINGS") ? ctx.clauses.settingAssignments() : List.of();
        return new CheckTable(name.database(), name.table(), partition, part, settings);
    }

    Statement use() {
        t.expectKeyword("USE");
        return new UseDatabase(t.identifier());
    }

    Statement set() {
        t.expectKeyword("SET");
        return new SetSettings(ctx.clauses.settingAssignments());
    }

    Statement optimize() {
        t.expectKeyword("OPTIMIZE");
        t.expectKeyword("TABLE");
        TableName name = ctx.clauses.tableName();
        Optional<PartitionSpec> partition = t.acceptKeyword("PARTITION")
                ? Optional.of(ctx.clauses.partitionSpec()) : Optional.empty();
        boolean isFinal = t.acceptKeyword("FINAL");
        boolean deduplicate = t.acceptKeyword("DEDUPLICATE");
        return new OptimizeTable(name.database(), name.table(), partition, isFinal, deduplicate);
    }

    Statement system() {
        t.expectKeyword("SYSTEM");
        if (t.acceptKeywords("FLUSH", "LOGS")) {
            return new SystemCommand(SystemCommand.Action.FLUSH_LOGS, Optional.empty());
        }
        if (t.acceptKeywords("STOP", "MERGES")) {
            return new SystemCommand(SystemCommand.Action.STOP_MERGES, optionalTable());
        }
        if (t.acceptKeywords("START", "MERGES")) {
            return new SystemCommand(SystemCommand.Action.START_MERGES, optionalTable());
        }
        if (!t.acceptKeyword("DROP")) {
            t.expectKeyword("CLEAR");
        }
        SystemCommand.Action action;
        if (t.acceptKeyword("MARK")) {
            action = SystemCommand.Action.DROP_MARK_CACHE;
        } else if (t.acceptKeyword("UNCOMPRESSED")) {
            action = SystemCommand.Action.DROP_UNCOMPRESSED_CACHE;
        } else {
            t.expectKeywords("QUERY", "CONDITION");
            action = SystemCommand.Action.DROP_QUERY_CONDITION_CACHE;
        }
        t.expectKeyword("CACHE");
        return new SystemCommand(action, Optional.empty());
    }

    private Optional<TableName> optionalTable() {
        if (t.isIdentifierAt(0)) {
            return Optional.of(ctx.clauses.tableName());
        }
        t.expected("identifier");
        return Optional.empty();
    }

    Statement kill() {
        t.expectKeyword("KILL");
        t.expectKeyword("QUERY");
        t.expectKeyword("WHERE");
        var where = ctx.expressions.expression();
        boolean sync = t.acceptKeyword("SYNC");
        if (!sync) {
            t.acceptKeyword("ASYNC");
        }
        return new KillQuery(where, sync);
    }
}
