package io.mergelab.engine.system;

import io.mergelab.engine.column.Chunk;
import java.util.List;

/** A read-only table of the {@code system} database, computed when read: a name, columns and a row producer. */
public abstract class SystemTable {
    private final String name;
    private final List<SystemColumn> columns;

    SystemTable(String name, List<SystemColumn> columns) {
        this.name = name;
        this.columns = List.copyOf(columns);
    }

    public final String name() {
        return name;
    }

    public final List<SystemColumn> columns() {
        return columns;
    }

    /** ALIAS columns: computed from a column when a query names them, never part of {@code SELECT *}. */
    public List<SystemAlias> aliases() {
        return List.of();
    }

    /** All rows, in column order. Tables that hold their rows as chunks already (the logs) override this. */
    public Chunk read(SystemContext context) {
        RowsBuilder rows = new RowsBuilder(columns);
        fill(rows, context);
        return rows.build();
    }

    /** All rows, in column order, in one or more chunks: what a scan reads. */
    public List<Chunk> readChunks(SystemContext context) {
        return List.of(read(context));
    }

    /** Adds every row, one {@link RowsBuilder#row} call each. */
    abstract void fill(RowsBuilder rows, SystemContext context);
}
