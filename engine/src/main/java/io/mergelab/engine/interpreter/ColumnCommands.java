package io.mergelab.engine.interpreter;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.AlterCommand;
import io.mergelab.engine.sql.ast.ColumnDef;
import io.mergelab.engine.sql.ast.ColumnDefault;
import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.table.MergeTreeTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * ALTER TABLE ... ADD | DROP | MODIFY | COMMENT COLUMN on a MergeTree table, as ClickHouse runs them: metadata changes
 * (persisted at once) with the parts' files left as they are, except that DROP COLUMN then rewrites the parts that
 * have the column's files as new versions without them. A part written before ADD COLUMN has no files for the column and
 * reads its current default. Key columns and columns a skip index or another column's default uses cannot be dropped;
 * RENAME COLUMN renames the column's files in each part that has them (as new part versions of links), after the
 * definition. MODIFY COLUMN with another type checks every value converts, changes the definition (parts not yet
 * converted are cast on read) and hands back the mutation that rewrites the parts, as ClickHouse converts them.
 */
final class ColumnCommands {
    private ColumnCommands() {
    }

    static boolean handles(AlterCommand c) {
        return c instanceof AlterCommand.AddColumn || c instanceof AlterCommand.DropColumn
                || c instanceof AlterCommand.ModifyColumn || c instanceof AlterCommand.CommentColumn
                || c instanceof AlterCommand.RenameColumn;
    }

    /**
     * Runs {@code c} with inserts and other ALTERs held off (the caller holds the table's alter lock); returns the
     * mutation that converts the parts when it changed a column's type, for the caller to run after.
     */
    static Optional<AlterCommand> run(AlterCommand c, MergeTreeTable table, Catalog catalog, EvaluationContext ctx) {
        TableDefinition def = table.definition();
        CreateTable create = (CreateTable) SqlParser.parse(def.createQuery());
        List<ColumnDef> columns = new ArrayList<>(create.columns());
        if (c instanceof AlterCommand.AddColumn add) {
            String name = add.column().name();
            if (find(columns, name) >= 0) {
                if (add.ifNotExists()) {
                    return Optional.empty();
                }
                throw new MergeLabException(ErrorCode.DUPLICATE_COLUMN, "Cannot add column " + name
                        + ": column with this name already exists");
            }
            // an ALIAS column is computed on every read, so it may read other columns
            add.column().defaultValue().filter(d -> d.kind() != ColumnDefault.Kind.ALIAS)
                    .ifPresent(d -> requireConstant(d, name, ctx));
            int at = columns.size();
            if (add.first()) {
                at = 0;
            } else if (add.after().isPresent()) {
                int after = find(columns, add.after().get());
                if (after < 0) {
                    throw new MergeLabException(ErrorCode.NOT_FOUND_COLUMN_IN_BLOCK, "Wrong column name. Cannot find column "
                            + add.after().get() + " to insert after");
                }
                at = after + 1;
            }
            columns.add(at, add.column());
            // files a part may keep from an earlier column of that name (a DROP COLUMN that stopped midway) go first
            table.dropColumnFiles(name);
            redefine(table, catalog, create, columns, ctx);
        } else if (c instanceof AlterCommand.DropColumn drop) {
            int at = find(columns, drop.name());
            if (at < 0) {
                if (drop.ifExists()) {
                    return Optional.empty();
                }
                throw new MergeLabException(ErrorCode.NOT_FOUND_COLUMN_IN_BLOCK, "Wrong column name. Cannot find column "
                        + drop.name() + " to drop");
            }
            requireDroppable(def, columns, drop.name());
            columns.remove(at);
            redefine(table, catalog, create, columns, ctx);
            table.dropColumnFiles(drop.name());
        } else if (c instanceof AlterCommand.ModifyColumn m) {
            int at = find(columns, m.name());
            if (at < 0) {
                if (m.ifExists()) {
                    return Optional.empty();
                }
                throw noColumn(m.name());
            }
            ColumnDef before = columns.get(at);
            columns.set(at, modified(before, m, table, ctx));
            redefine(table, catalog, create, columns, ctx);
            if (!columns.get(at).dataType().equals(before.dataType())) {
                return Optional.of(ColumnConversion.mutation());
            }
        } else if (c instanceof AlterCommand.CommentColumn cc) {
            int at = find(columns, cc.name());
            if (at < 0) {
                if (cc.ifExists()) {
                    return Optional.empty();
                }
                throw noColumn(cc.name());
            }
            ColumnDef old = columns.get(at);
            columns.set(at, new ColumnDef(old.name(), old.typeName(), old.defaultValue(), old.codecs(), Optional.of(cc.comment())));
            redefine(table, catalog, create, columns, ctx);
        } else if (c instanceof AlterCommand.RenameColumn r) {
            int at = find(columns, r.from());
            if (at < 0) {
                if (r.ifExists()) {
                    return Optional.empty();
                }
                throw new MergeLabException(ErrorCode.NOT_FOUND_COLUMN_IN_BLOCK, "Wrong column name. Cannot find column "
                        + r.from() + " to rename");
            }
            requireRenamable(def, columns, r.from(), r.to());
            ColumnDef old = columns.get(at);
            columns.set(at, new ColumnDef(r.to(), old.typeName(), old.defaultValue(), old.codecs(), old.comment()));
            redefine(table, catalog, create, columns, ctx);
            table.renameColumnFiles(r.from(), r.to());
        }
        return Optional.empty();
    }

    private static ColumnDef modified(ColumnDef old, AlterCommand.ModifyColumn m, MergeTreeTable table, EvaluationContext ctx) {
        String typeName = old.typeName();
        if (m.typeName().isPresent() && !new ColumnDef(m.name(), m.typeName().get(), Optional.empty(), List.of(), Optional.empty())
                .dataType().equals(old.dataType())) {
            if (keyColumns(table.definition()).contains(m.name())) {
                throw new MergeLabException(ErrorCode.ALTER_OF_COLUMN_IS_FORBIDDEN, "Trying to ALTER key column " + m.name());
            }
            indexReading(table.definition(), m.name()).ifPresent(index -> {
                throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Changing the type of column " + m.name()
                        + " is not supported here: index " + index + " reads it");
            });
            typeName = m.typeName().get();
            ColumnConversion.check(table, m.name(), old.dataType(), new ColumnDef(m.name(), typeName, Optional.empty(),
                    List.of(), Optional.empty()).dataType(), ctx);
        }
        Optional<ColumnDefault> defaultValue = old.defaultValue();
        Optional<String> comment = old.comment();
        List<io.mergelab.engine.sql.ast.Codec> codecs = old.codecs();
        if (m.remove().isPresent()) {
            switch (m.remove().get()) {
                case "COMMENT" -> comment = Optional.empty();
                case "CODEC" -> codecs = List.of();
                default -> defaultValue = Optional.empty();
            }
        }
        if (m.defaultValue().isPresent()) {
            if (table.activeParts().stream().anyMatch(p -> p.column(m.name()).isEmpty())) {
                requireConstant(m.defaultValue().get(), m.name(), ctx);
            }
            defaultValue = m.defaultValue();
        }
        if (m.comment().isPresent()) {
            comment = m.comment();
        }
        return new ColumnDef(old.name(), typeName, defaultValue, codecs, comment);
    }

    /** A default that parts lacking the column evaluate at read time may read no other column. */
    private static void requireConstant(ColumnDefault d, String column, EvaluationContext ctx) {
        try {
            ExpressionCompiler.compile(d.expression(), InputSchema.empty(), ctx);
        } catch (MergeLabException e) {
            if (e.code() != ErrorCode.UNKNOWN_IDENTIFIER) {
                throw e;
            }
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "A default of column " + column + " that reads other "
                    + "columns is not supported here: parts without the column would compute it at read time (" + e.getMessage() + ")");
        }
    }

    /**
     * A key column cannot be renamed, as in ClickHouse; nor here one a skip index or another column's expression reads
     * (ClickHouse rewrites those expressions).
     */
    private static void requireRenamable(TableDefinition def, List<ColumnDef> columns, String from, String to) {
        if (find(columns, to) >= 0) {
            throw new MergeLabException(ErrorCode.DUPLICATE_COLUMN, "Cannot rename to " + to
                    + ": column with this name already exists");
        }
        if (keyColumns(def).contains(from)) {
            throw new MergeLabException(ErrorCode.ALTER_OF_COLUMN_IS_FORBIDDEN, "Trying to ALTER RENAME key " + from
                    + " column which is a part of key expression");
        }
        indexReading(def, from).ifPresent(index -> {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Cannot rename column " + from + ": index " + index
                    + " reads it");
        });
        columnReading(columns, from).ifPresent(other -> {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Cannot rename column " + from + ": the expression of "
                    + "column " + other + " reads it");
        });
    }

    /** The first skip index whose expression reads {@code column}. */
    private static Optional<String> indexReading(TableDefinition def, String column) {
        return def.indexes().stream().filter(i -> columnsOf(List.of(i.expr())).contains(column))
                .map(IndexDefinition::name).findFirst();
    }

    /** The first other column whose DEFAULT, MATERIALIZED or ALIAS expression reads {@code column}. */
    private static Optional<String> columnReading(List<ColumnDef> columns, String column) {
        return columns.stream().filter(c -> !c.name().equals(column) && c.defaultValue().isPresent()
                && columnsOf(List.of(c.defaultValue().get().expression())).contains(column)).map(ColumnDef::name).findFirst();
    }

    private static void requireDroppable(TableDefinition def, List<ColumnDef> columns, String name) {
        if (keyColumns(def).contains(name)) {
            throw new MergeLabException(ErrorCode.ALTER_OF_COLUMN_IS_FORBIDDEN, "Trying to ALTER DROP key " + name
                    + " column which is a part of key expression");
        }
        indexReading(def, name).ifPresent(index -> {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Cannot drop column " + name + ", because index " + index
                    + " depends on it");
        });
        columnReading(columns, name).ifPresent(other -> {
            throw new MergeLabException(ErrorCode.ILLEGAL_COLUMN, "Cannot drop column " + name + ", because column " + other
                    + " depends on it");
        });
        if (columns.size() == 1) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Cannot DROP or CLEAR all columns");
        }
    }

    /** Columns the sorting, primary, partition or sampling key or the engine's arguments read. */
    private static Set<String> keyColumns(TableDefinition def) {
        List<Expr> keys = new ArrayList<>(def.orderBy());
        keys.addAll(def.primaryKey());
        def.partitionBy().ifPresent(keys::add);
        def.sampleBy().ifPresent(keys::add);
        keys.addAll(def.engineArgs());
        return columnsOf(keys);
    }

    private static Set<String> columnsOf(List<Expr> exprs) {
        Set<String> out = new TreeSet<>();
        exprs.forEach(e -> ExprTrees.identifierNames(e, out));
        return out;
    }

    private static MergeLabException noColumn(String name) {
        return new MergeLabException(ErrorCode.NOT_FOUND_COLUMN_IN_BLOCK, "There is no column " + name + " in table");
    }

    private static int find(List<ColumnDef> columns, String name) {
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private static void redefine(MergeTreeTable table, Catalog catalog, CreateTable create, List<ColumnDef> columns,
                                 EvaluationContext ctx) {
        TableDefinition def = table.definition();
        CreateTable changed = new CreateTable(create.ifNotExists(), create.database(), create.table(), columns, create.indexes(),
                create.asTable(), create.engine(), create.partitionBy(), create.primaryKey(), create.orderBy(), create.sampleBy(),
                create.settings(), create.comment(), create.asSelect());
        TableDefinition next = TableDefinitions.fromAst(changed, def.database(), def.name(), ctx);
        catalog.storeDefinition(next);
        table.redefineColumns(next, ctx);
    }
}
