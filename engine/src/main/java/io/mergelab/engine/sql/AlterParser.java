package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.AlterCommand;
import io.mergelab.engine.sql.ast.AlterTable;
import io.mergelab.engine.sql.ast.ColumnAssignment;
import io.mergelab.engine.sql.ast.ColumnDef;
import io.mergelab.engine.sql.ast.ColumnDefault;
import io.mergelab.engine.sql.ast.PartitionSpec;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.TableName;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code ALTER TABLE [db.]t command, ... [SETTINGS ...]}: skip-index commands, MODIFY SETTING, mutations, DETACH / ATTACH /
 * DROP DETACHED of parts and partitions.
 */
final class AlterParser {
    private final ParseContext ctx;
    private final TokenStream t;
    private final DdlParser ddl;

    AlterParser(ParseContext ctx, DdlParser ddl) {
        this.ctx = ctx;
        this.t = ctx.tokens;
        this.ddl = ddl;
    }

    AlterTable alter() {
        t.expectKeyword("ALTER");
        t.expectKeyword("TABLE");
        TableName table = ctx.clauses.tableName();
        List<AlterCommand> commands = new ArrayList<>();
        do {
            commands.add(command());
        } while (t.accept(TokenType.COMMA));
        List<SettingAssignment> settings = t.acceptKeyword("SETTINGS")
                ? ctx.clauses.settingAssignments() : List.of();
        return new AlterTable(table.database(), table.table(), commands, settings);
    }

    private AlterCommand command() {
        if (t.acceptKeywords("ADD", "INDEX")) {
            boolean ifNotExists = ctx.clauses.ifNotExists();
            return new AlterCommand.AddIndex(ifNotExists, ddl.indexDefinition(),
                    t.acceptKeyword("AFTER") ? Optional.of(t.identifier()) : Optional.empty());
        }
        if (t.acceptKeyword("DETACH")) {
            return new AlterCommand.Detach(partsTarget());
        }
        if (t.acceptKeyword("ATTACH")) {
            return new AlterCommand.Attach(partsTarget());
        }
        if (t.acceptKeywords("DROP", "DETACHED")) {
            return new AlterCommand.DropDetached(partsTarget());
        }
        if (t.acceptKeywords("DROP", "COLUMN")) {
            boolean ifExists = ctx.clauses.ifExists();
            return new AlterCommand.DropColumn(ifExists, t.identifier());
        }
        if (t.acceptKeywords("ADD", "COLUMN")) {
            boolean ifNotExists = ctx.clauses.ifNotExists();
            ColumnDef column = ddl.column();
            if (t.acceptKeyword("FIRST")) {
                return new AlterCommand.AddColumn(ifNotExists, column, Optional.empty(), true);
            }
            return new AlterCommand.AddColumn(ifNotExists, column,
                    t.acceptKeyword("AFTER") ? Optional.of(t.identifier()) : Optional.empty(), false);
        }
        if (t.acceptKeywords("MODIFY", "COLUMN")) {
            return modifyColumn();
        }
        if (t.acceptKeywords("COMMENT", "COLUMN")) {
            boolean ifExists = ctx.clauses.ifExists();
            String name = t.identifier();
            return new AlterCommand.CommentColumn(ifExists, name, t.stringLiteral());
        }
        if (t.acceptKeywords("RENAME", "COLUMN")) {
            boolean ifExists = ctx.clauses.ifExists();
            String from = t.identifier();
            t.expectKeyword("TO");
            return new AlterCommand.RenameColumn(ifExists, from, t.identifier());
        }
        if (t.isKeyword("DROP") && (t.isKeywordAt(1, "PART") || t.isKeywordAt(1, "PARTITION"))) {
            t.expectKeyword("DROP");
            return new AlterCommand.Drop(partsTarget());
        }
        if (t.acceptKeywords("DROP", "INDEX")) {
            boolean ifExists = ctx.clauses.ifExists();
            return new AlterCommand.DropIndex(ifExists, t.identifier());
        }
        if (t.acceptKeywords("MATERIALIZE", "INDEX")) {
            return new AlterCommand.MaterializeIndex(t.identifier(), inPartition());
        }
        if (t.acceptKeywords("CLEAR", "INDEX")) {
            return new AlterCommand.ClearIndex(t.identifier(), inPartition());
        }
        if (t.acceptKeywords("MODIFY", "SETTING")) {
            return new AlterCommand.ModifySettings(ctx.clauses.settingAssignmentsBeforeOtherItems());
        }
        if (t.acceptKeyword("DELETE")) {
            Optional<PartitionSpec> partition = inPartition();
            t.expectKeyword("WHERE");
            return new AlterCommand.Delete(partition, ctx.expressions.expression());
        }
        if (t.acceptKeyword("UPDATE")) {
            List<ColumnAssignment> assignments = new ArrayList<>();
            do {
                String column = t.identifier();
                t.expect(TokenType.EQUALS);
                assignments.add(new ColumnAssignment(column, ctx.expressions.expression()));
            } while (t.accept(TokenType.COMMA));
            Optional<PartitionSpec> partition = inPartition();
            t.expectKeyword("WHERE");
            return new AlterCommand.Update(assignments, partition, ctx.expressions.expression());
        }
        throw t.error();
    }

    private AlterCommand.ModifyColumn modifyColumn() {
        boolean ifExists = ctx.clauses.ifExists();
        String name = t.identifier();
        if (t.acceptKeyword("REMOVE")) {
            for (String what : List.of("DEFAULT", "MATERIALIZED", "ALIAS", "COMMENT", "CODEC")) {
                if (t.acceptKeyword(what)) {
                    return new AlterCommand.ModifyColumn(ifExists, name, Optional.empty(), Optional.empty(), Optional.empty(),
                            Optional.of(what));
                }
            }
            throw t.error();
        }
        Optional<String> type = Optional.empty();
        if (!t.isKeyword("DEFAULT") && !t.isKeyword("MATERIALIZED") && !t.isKeyword("ALIAS") && !t.isKeyword("COMMENT")) {
            type = Optional.of(TypeNames.columnType(t));
        }
        Optional<ColumnDefault> defaultValue = Optional.empty();
        for (ColumnDefault.Kind kind : ColumnDefault.Kind.values()) {
            if (t.acceptKeyword(kind.name())) {
                defaultValue = Optional.of(new ColumnDefault(kind, ctx.expressions.expression()));
                break;
            }
        }
        Optional<String> comment = t.acceptKeyword("COMMENT") ? Optional.of(t.stringLiteral()) : Optional.empty();
        if (type.isEmpty() && defaultValue.isEmpty() && comment.isEmpty()) {
            throw t.error();
        }
        return new AlterCommand.ModifyColumn(ifExists, name, type, defaultValue, comment, Optional.empty());
    }

    /** {@code PART 'name'} or {@code PARTITION p}. */
    private AlterCommand.PartsTarget partsTarget() {
        if (t.acceptKeyword("PART")) {
            return new AlterCommand.PartsTarget(Optional.of(t.stringLiteral()), Optional.empty());
        }
        t.expectKeyword("PARTITION");
        return new AlterCommand.PartsTarget(Optional.empty(), Optional.of(ctx.clauses.partitionSpec()));
    }

    private Optional<PartitionSpec> inPartition() {
        return t.acceptKeywords("IN", "PARTITION") ? Optional.of(ctx.clauses.partitionSpec()) : Optional.empty();
    }
}
