package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/**
 * {@code CREATE TABLE [IF NOT EXISTS] [db.]t [(columns, indexes)] [AS [db.]other] [ENGINE = ...]
 * [PARTITION BY e] [PRIMARY KEY e] [ORDER BY e] [SAMPLE BY e] [SETTINGS ...] [COMMENT 's'] [AS SELECT ...]}.
 * Key expressions are single expressions: {@code ORDER BY (a, b)} is a {@link TupleLiteral}, {@code ORDER BY ()}
 * and {@code ORDER BY tuple()} an empty one. A {@code PRIMARY KEY} written among the columns lands in
 * {@code primaryKey} too.
 */
public record CreateTable(
        boolean ifNotExists,
        Optional<String> database,
        String table,
        List<ColumnDef> columns,
        List<IndexDef> indexes,
        Optional<TableName> asTable,
        Optional<TableEngine> engine,
        Optional<Expr> partitionBy,
        Optional<Expr> primaryKey,
        Optional<Expr> orderBy,
        Optional<Expr> sampleBy,
        List<SettingAssignment> settings,
        Optional<String> comment,
        Optional<SelectUnion> asSelect) implements Statement {

    public CreateTable {
        columns = List.copyOf(columns);
        indexes = List.copyOf(indexes);
        settings = List.copyOf(settings);
    }

    /** A CREATE TABLE without SAMPLE BY. */
    public CreateTable(boolean ifNotExists, Optional<String> database, String table, List<ColumnDef> columns,
                       List<IndexDef> indexes, Optional<TableName> asTable, Optional<TableEngine> engine,
                       Optional<Expr> partitionBy, Optional<Expr> primaryKey, Optional<Expr> orderBy,
                       List<SettingAssignment> settings, Optional<String> comment, Optional<SelectUnion> asSelect) {
        this(ifNotExists, database, table, columns, indexes, asTable, engine, partitionBy, primaryKey, orderBy,
                Optional.empty(), settings, comment, asSelect);
    }
}
