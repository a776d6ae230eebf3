package io.mergelab.engine.interpreter;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.ColumnDef;
import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The table a {@code CREATE TABLE t AS other [ENGINE = ...]} or {@code CREATE TABLE t [ENGINE = ...] AS SELECT}
 * describes, as ClickHouse builds it: {@code AS other} takes other's columns and skip indexes, and its engine, keys
 * and settings unless the statement gives an ENGINE; {@code AS SELECT} without a column list takes the query's result
 * columns.
 */
final class CreateTableAs {
    private CreateTableAs() {
    }

    /** {@code c} with the structure of the table {@code source} defines. */
    static CreateTable likeTable(CreateTable c, TableDefinition source) {
        Statement parsed = SqlParser.parse(source.createQuery());
        if (!(parsed instanceof CreateTable s)) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "CREATE TABLE ... AS " + source.database() + "."
                    + source.name() + " is not supported: it is not a table");
        }
        boolean ownEngine = c.engine().isPresent();
        CreateTable from = ownEngine ? c : s;
        return new CreateTable(c.ifNotExists(), c.database(), c.table(), c.columns().isEmpty() ? s.columns() : c.columns(),
                c.indexes().isEmpty() ? s.indexes() : c.indexes(), Optional.empty(), from.engine(), from.partitionBy(),
                from.primaryKey(), from.orderBy(), from.sampleBy(), from.settings(), c.comment(), c.asSelect());
    }

    /** {@code c} with the columns of a query's result when it lists none. */
    static CreateTable withColumns(CreateTable c, Header header) {
        if (!c.columns().isEmpty()) {
            return c;
        }
        return new CreateTable(c.ifNotExists(), c.database(), c.table(), columnsOf(header), c.indexes(), c.asTable(),
                c.engine(), c.partitionBy(), c.primaryKey(), c.orderBy(), c.sampleBy(), c.settings(), c.comment(),
                c.asSelect());
    }

    /** Column definitions of a query's result columns: their names and types. */
    static List<ColumnDef> columnsOf(Header header) {
        List<ColumnDef> columns = new ArrayList<>();
        for (int i = 0; i < header.size(); i++) {
            columns.add(new ColumnDef(header.names().get(i), header.types().get(i).name(), Optional.empty(), List.of(),
                    Optional.empty()));
        }
        return columns;
    }
}
