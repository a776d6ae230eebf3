package io.mergelab.engine.system;

import io.mergelab.engine.column.Chunk;
import java.util.List;

/** A read-only table of the {@code system} database, computed when read. */
public interface SystemTable {

    String name();

    List<SystemColumn> columns();

    /** All rows, in column order. */
    Chunk read(SystemContext context);
}
