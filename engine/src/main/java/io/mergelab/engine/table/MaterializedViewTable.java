package io.mergelab.engine.table;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.sql.ast.SelectUnion;
import java.util.Iterator;
import java.util.List;

/**
 * A materialized view: a SELECT run over every block inserted into its source table, its rows written into its
 * target table (the TO table, or the inner table its ENGINE clause made) together with the insert. Reads, writes and
 * TRUNCATE of the view go to the target, as ClickHouse's StorageMaterializedView forwards them.
 */
public final class MaterializedViewTable implements Table {
    /** A table named with its database. */
    public record Name(String database, String table) {
        @Override
        public String toString() {
            return database + "." + table;
        }
    }

    private final TableDefinition definition;
    private final SelectUnion query;
    private final Name source;
    private final Name target;
    private final boolean innerTarget;

    public MaterializedViewTable(TableDefinition definition, SelectUnion query, Name source, Name target, boolean innerTarget) {
        this.definition = definition;
        this.query = query;
        this.source = source;
        this.target = target;
        this.innerTarget = innerTarget;
    }

    /** The SELECT, its tables named with their databases. */
    public SelectUnion query() {
        return query;
    }

    /** The table whose inserts the view sees. */
    public Name source() {
        return source;
    }

    /** Where its rows go. */
    public Name target() {
        return target;
    }

    /** Whether the target is the view's own inner table (ENGINE form), dropped with the view. */
    public boolean innerTarget() {
        return innerTarget;
    }

    @Override
    public TableDefinition definition() {
        return definition;
    }

    @Override
    public InsertStats insert(Iterator<Chunk> blocks) {
        throw forwarded();
    }

    @Override
    public InsertStats insert(Iterator<Chunk> blocks, boolean optimizeOnInsert, Runnable beforeVisible) {
        throw forwarded();
    }

    @Override
    public Iterator<Chunk> scan(List<String> columns, int maxBlockRows, ReadCounters counters) {
        throw forwarded();
    }

    @Override
    public void truncate() {
        throw forwarded();
    }

    private MergeLabException forwarded() {
        return new MergeLabException(ErrorCode.LOGICAL_ERROR, "Materialized view " + definition.qualifiedName()
                + " is read and written through its target " + target);
    }

    @Override
    public void close() {
        // nothing held
    }
}
