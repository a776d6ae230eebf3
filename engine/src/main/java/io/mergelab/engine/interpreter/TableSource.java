package io.mergelab.engine.interpreter;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.util.Iterator;
import java.util.List;

/** A readable relation resolved from FROM: its columns, which of them {@code *} expands to, and a scan. */
interface TableSource {

    List<String> names();

    List<DataType> types();

    /** The columns {@code SELECT *} returns (MATERIALIZED and ALIAS columns are left out). */
    List<String> asteriskColumns();

    Iterator<Chunk> scan(List<String> columns, QueryContext ctx);
}
