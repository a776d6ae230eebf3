package io.mergelab.engine.sql;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.sql.ast.Codec;
import io.mergelab.engine.sql.ast.ColumnDef;
import io.mergelab.engine.sql.ast.ColumnDefault;
import io.mergelab.engine.sql.ast.CreateDatabase;
import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.DropDatabase;
import io.mergelab.engine.sql.ast.DropTable;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.IndexDef;
import io.mergelab.engine.sql.ast.RenameTables;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.sql.ast.TableEngine;
import io.mergelab.engine.sql.ast.TableName;
import io.mergelab.engine.sql.ast.TruncateTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** CREATE / DROP DATABASE, TABLE and VIEW (views parsed by {@link ViewParser}), TRUNCATE, RENAME. */
final class DdlParser {
    private final ParseContext ctx;
    private final TokenStream t;
    private final ViewParser views;

    DdlParser(ParseContext ctx) {
        this.ctx = ctx;
        this.t = ctx.tokens;
        this.views = new ViewParser(ctx, this);
    }

    Statement create() {
        t.expectKeyword("CREATE");
        boolean orReplace = t.acceptKeywords("OR", "REPLACE");
        if (t.acceptKeyword("VIEW")) {
            return views.view(false, orReplace);
        }
        if (t.acceptKeywords("MATERIALIZED", "VIEW")) {
            return views.view(true, orReplace);
        }
        if (orReplace) {
            t.expected("VIEW");
            t.expected("MATERIALIZED VIEW");
            throw t.error();
        }
        if (t.acceptKeyword("DATABASE")) {
            boolean ifNotExists = ctx.clauses.ifNotExists();
            String name = t.identifier();
            Optional<String> engine = Optional.empty();
            if (t.acceptKeyword("ENGINE")) {
                t.accept(TokenType.EQUALS);
                engine = Optional.of(t.identifier());
                if (t.accept(TokenType.LPAREN)) {
                    t.expect(TokenType.RPAREN);
                }
            }
            return new CreateDatabase(ifNotExists, name, engine);
        }
        t.expectKeyword("TABLE");
        return createTable();
    }

    private CreateTable createTable() {
        boolean ifNotExists = ctx.clauses.ifNotExists();
        TableName name = ctx.clauses.tableName();
        TableElements elements = elements();
        Optional<TableName> asTable = Optional.empty();
        if (t.isKeyword("AS") && t.isIdentifierAt(1) && !SelectParser.startsSelect(t, 1)) {
            t.advance();
            asTable = Optional.of(ctx.clauses.tableName());
        }
        CreateTable c = storage(ifNotExists, name, elements, asTable);
        if (!t.acceptKeyword("AS")) {
            return c;
        }
        return new CreateTable(c.ifNotExists(), c.database(), c.table(), c.columns(), c.indexes(), c.asTable(), c.engine(),
                c.partitionBy(), c.primaryKey(), c.orderBy(), c.sampleBy(), c.settings(), c.comment(),
                Optional.of(ctx.selects.union()));
    }

    /** The bracketed list of columns, indexes and PRIMARY KEY, if one follows. */
    TableElements elements() {
        TableElements elements = new TableElements();
        if (t.accept(TokenType.LPAREN)) {
            do {
                element(elements);
            } while (t.accept(TokenType.COMMA));
            t.expect(TokenType.RPAREN);
        }
        return elements;
    }

    /** ENGINE, PARTITION BY, PRIMARY KEY, ORDER BY, SAMPLE BY, SETTINGS and COMMENT in any order: a CREATE TABLE without AS SELECT. */
    CreateTable storage(boolean ifNotExists, TableName name, TableElements elements, Optional<TableName> asTable) {
        Optional<TableEngine> engine = Optional.empty();
        Optional<Expr> partitionBy = Optional.empty();
        Optional<Expr> orderBy = Optional.empty();
        Optional<Expr> sampleBy = Optional.empty();
        List<SettingAssignment> settings = List.of();
        Optional<String> comment = Optional.empty();
        ExpressionParser ex = ctx.expressions;
        while (true) {
            if (engine.isEmpty() && t.acceptKeyword("ENGINE")) {
                t.accept(TokenType.EQUALS);
                String engineName = t.identifier();
                List<Expr> args = t.accept(TokenType.LPAREN) ? ex.argumentsUntil(TokenType.RPAREN) : List.of();
                engine = Optional.of(new TableEngine(engineName, args));
            } else if (partitionBy.isEmpty() && t.acceptKeywords("PARTITION", "BY")) {
                partitionBy = Optional.of(ex.expression());
            } else if (elements.primaryKey.isEmpty() && t.acceptKeywords("PRIMARY", "KEY")) {
                elements.primaryKey = Optional.of(ex.expression());
            } else if (orderBy.isEmpty() && t.acceptKeywords("ORDER", "BY")) {
                orderBy = Optional.of(ex.expression());
            } else if (sampleBy.isEmpty() && t.acceptKeywords("SAMPLE", "BY")) {
                sampleBy = Optional.of(ex.expression());
            } else if (settings.isEmpty() && t.acceptKeyword("SETTINGS")) {
                settings = ctx.clauses.settingAssignments();
            } else if (comment.isEmpty() && t.acceptKeyword("COMMENT")) {
                comment = Optional.of(t.stringLiteral());
            } else {
                break;
            }
        }
        return new CreateTable(ifNotExists, name.database(), name.table(), elements.columns, elements.indexes,
                asTable, engine, partitionBy, elements.primaryKey, orderBy, sampleBy, settings, comment, Optional.empty());
    }

    /** What the bracketed list of CREATE TABLE declares. */
    static final class TableElements {
        final List<ColumnDef> columns = new ArrayList<>();
        final List<IndexDef> indexes = new ArrayList<>();
        Optional<Expr> primaryKey = Optional.empty();
    }

    private void element(TableElements elements) {
        if (t.isKeyword("INDEX") && t.isIdentifierAt(1)) {
            int mark = t.mark();
            IndexDef index = tryIndexElement();
            if (index != null) {
                elements.indexes.add(index);
                return;
            }
            t.reset(mark);
        }
        if (elements.primaryKey.isEmpty() && t.isKeyword("PRIMARY") && t.isKeywordAt(1, "KEY")) {
            t.advance();
            t.advance();
            elements.primaryKey = Optional.of(ctx.expressions.expression());
            return;
        }
        elements.columns.add(column());
    }

    /** "index" may also be a column's name, so the index form is tried first, as ClickHouse does; null if no. */
    private IndexDef tryIndexElement() {
        try {
            t.advance();
            IndexDef index = indexDefinition();
            return t.is(TokenType.COMMA) || t.is(TokenType.RPAREN) ? index : null;
        } catch (MergeLabException e) {
            if (e.code() != ErrorCode.SYNTAX_ERROR) {
                throw e;
            }
            return null;
        }
    }

    ColumnDef column() {
        String name = t.identifier();
        String type = TypeNames.columnType(t);
        if (t.acceptKeyword("NULL")) {
            type = "Nullable(" + type + ")";
        } else {
            t.acceptKeywords("NOT", "NULL");
        }
        Optional<ColumnDefault> defaultValue = Optional.empty();
        for (ColumnDefault.Kind kind : ColumnDefault.Kind.values()) {
            if (t.acceptKeyword(kind.name())) {
                defaultValue = Optional.of(new ColumnDefault(kind, ctx.expressions.expression()));
                break;
            }
        }
        List<Codec> codecs = List.of();
        Optional<String> comment = Optional.empty();
        while (true) {
            if (codecs.isEmpty() && t.acceptKeyword("CODEC")) {
                codecs = codecs();
            } else if (comment.isEmpty() && t.acceptKeyword("COMMENT")) {
                comment = Optional.of(t.stringLiteral());
            } else {
                return new ColumnDef(name, type, defaultValue, codecs, comment);
            }
        }
    }

    /** {@code (LZ4 | ZSTD(3) | Delta, ZSTD ...)}. */
    private List<Codec> codecs() {
        t.expect(TokenType.LPAREN);
        List<Codec> codecs = new ArrayList<>();
        do {
            String name = t.identifier();
            List<Expr> args = t.accept(TokenType.LPAREN)
                    ? ctx.expressions.argumentsUntil(TokenType.RPAREN) : List.of();
            codecs.add(new Codec(name, args));
        } while (t.accept(TokenType.COMMA));
        t.expect(TokenType.RPAREN);
        return codecs;
    }

    /** After {@code INDEX}: {@code name expr TYPE type[(args)] [GRANULARITY n]}. */
    IndexDef indexDefinition() {
        String name = t.identifier();
        Expr expression = ctx.expressions.expression();
        t.expectKeyword("TYPE");
        String type = t.identifier();
        List<Expr> args = t.accept(TokenType.LPAREN) ? ctx.expressions.argumentsUntil(TokenType.RPAREN) : List.of();
        long granularity = 1;
        if (t.acceptKeyword("GRANULARITY")) {
            granularity = positiveInteger();
        }
        return new IndexDef(name, expression, type, args, granularity);
    }

    private long positiveInteger() {
        if (t.is(TokenType.NUMBER) && Literals.number(t.text()) instanceof Long value && value > 0) {
            t.advance();
            return value;
        }
        t.expected("positive integer");
        throw t.error();
    }

    Statement drop() {
        t.expectKeyword("DROP");
        if (t.acceptKeyword("DATABASE")) {
            boolean ifExists = ctx.clauses.ifExists();
            String name = t.identifier();
            t.acceptKeyword("SYNC");
            return new DropDatabase(ifExists, name);
        }
        boolean view = t.acceptKeyword("VIEW");
        if (!view) {
            t.expectKeyword("TABLE");
        }
        boolean ifExists = ctx.clauses.ifExists();
        TableName name = ctx.clauses.tableName();
        t.acceptKeyword("SYNC");
        return new DropTable(ifExists, name.database(), name.table(), view);
    }

    Statement truncate() {
        t.expectKeyword("TRUNCATE");
        t.acceptKeyword("TABLE");
        boolean ifExists = ctx.clauses.ifExists();
        TableName name = ctx.clauses.tableName();
        return new TruncateTable(ifExists, name.database(), name.table());
    }

    Statement rename() {
        t.expectKeyword("RENAME");
        t.expectKeyword("TABLE");
        List<RenameTables.Rename> renames = new ArrayList<>();
        do {
            TableName from = ctx.clauses.tableName();
            t.expectKeyword("TO");
            renames.add(new RenameTables.Rename(from, ctx.clauses.tableName()));
        } while (t.accept(TokenType.COMMA));
        return new RenameTables(renames);
    }
}
