package io.mergelab.engine.table;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.sql.ast.SelectUnion;
import java.util.Iterator;
import java.util.List;

/**
 * A view: a stored SELECT that a query reading it plans in its place (with the parameters of a parameterized view
 * bound), as ClickHouse's StorageView. It holds no data, so writes and TRUNCATE fail as they do in ClickHouse.
 */
public final class ViewTable implements Table {
    private final TableDefinition definition;
    private final SelectUnion query;

    public ViewTable(TableDefinition definition, SelectUnion query) {
        this.definition = definition;
        this.query = query;
    }

    /** The stored SELECT, its tables named with their databases, its parameters as {@code {name:Type}}. */
    public SelectUnion query() {
        return query;
    }

    @Override
    public TableDefinition definition() {
        return definition;
    }

    @Override
    public InsertStats insert(Iterator<Chunk> blocks) {
        throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Method write is not supported by storage View");
    }

    @Override
    public InsertStats insert(Iterator<Chunk> blocks, boolean optimizeOnInsert, Runnable beforeVisible) {
        return insert(blocks);
    }

    @Override
    public Iterator<Chunk> scan(List<String> columns, int maxBlockRows, ReadCounters counters) {
        throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "View " + definition.qualifiedName() + " is read by planning its query");
    }

    @Override
    public void truncate() {
        throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Truncate is not supported by storage View");
    }

    @Override
    public void close() {
        // nothing held
    }
}
