package io.mergelab.engine.catalog;

import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Expr;
import java.util.List;
import java.util.Optional;

/**
 * Everything CREATE TABLE declared, resolved: columns, indexes, engine and its arguments, keys (the sampling key
 * too) and MergeTree settings. {@code createQuery} is the canonical statement SHOW CREATE TABLE prints and
 * the metadata file stores.
 */
public record TableDefinition(
        String database,
        String name,
        List<ColumnDefinition> columns,
        List<IndexDefinition> indexes,
        TableEngineKind engine,
        List<Expr> engineArgs,
        List<Expr> orderBy,
        List<Expr> primaryKey,
        Optional<Expr> partitionBy,
        Optional<Expr> sampleBy,
        Settings settings,
        String comment,
        String createQuery) {

    /** A table without a sampling key. */
    public TableDefinition(String database, String name, List<ColumnDefinition> columns, List<IndexDefinition> indexes,
                           TableEngineKind engine, List<Expr> engineArgs, List<Expr> orderBy, List<Expr> primaryKey,
                           Optional<Expr> partitionBy, Settings settings, String comment, String createQuery) {
        this(database, name, columns, indexes, engine, engineArgs, orderBy, primaryKey, partitionBy, Optional.empty(),
                settings, comment, createQuery);
    }

    public TableDefinition {
        columns = List.copyOf(columns);
        indexes = List.copyOf(indexes);
        engineArgs = List.copyOf(engineArgs);
        orderBy = List.copyOf(orderBy);
        primaryKey = List.copyOf(primaryKey);
    }

    public Optional<ColumnDefinition> column(String columnName) {
        return columns.stream().filter(c -> c.name().equals(columnName)).findFirst();
    }

    public List<ColumnDefinition> storedColumns() {
        return columns.stream().filter(ColumnDefinition::isStored).toList();
    }

    public List<ColumnDefinition> ordinaryColumns() {
        return columns.stream().filter(ColumnDefinition::isOrdinary).toList();
    }

    public String qualifiedName() {
        return database + "." + name;
    }
}
