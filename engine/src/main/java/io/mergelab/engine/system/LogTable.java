package io.mergelab.engine.system;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.MapType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * A system log (query_log, processors_profile_log, part_log): its rows come as chunks from {@code io.mergelab.engine.querylog}.
 * Every Map column {@code M} also offers ClickHouse's aliases {@code M.Names} and {@code M.Values} (its keys and
 * values as arrays), so queries written for the older array columns keep working.
 */
final class LogTable extends SystemTable {
    private final Supplier<List<Chunk>> rows;
    private final List<SystemAlias> aliases;

    LogTable(String name, List<PartColumn> columns, Supplier<List<Chunk>> rows) {
        super(name, columns.stream().map(c -> new SystemColumn(c.name(), c.type())).toList());
        this.rows = rows;
        List<SystemAlias> derived = new ArrayList<>();
        for (PartColumn c : columns) {
            if (c.type().unwrapLowCardinality() instanceof MapType m) {
                derived.add(mapPart(c.name(), ".Names", m.key(), 0));
                derived.add(mapPart(c.name(), ".Values", m.value(), 1));
            }
        }
        this.aliases = List.copyOf(derived);
    }

    private static SystemAlias mapPart(String column, String suffix, DataType elementType, int part) {
        ArrayType type = new ArrayType(elementType);
        return new SystemAlias(column + suffix, type, column, map -> {
            ArrayColumn a = (ArrayColumn) map;
            return new ArrayColumn(type, ((TupleColumn) a.elements()).elements().get(part), a.offsets(), a.size());
        });
    }

    @Override
    public List<SystemAlias> aliases() {
        return aliases;
    }

    @Override
    public Chunk read(SystemContext context) {
        List<Chunk> chunks = rows.get();
        return chunks.isEmpty() ? new RowsBuilder(columns()).build() : Columns.concatChunks(chunks);
    }

    /** The log's chunks as held: a scan of a long log copies nothing. */
    @Override
    public List<Chunk> readChunks(SystemContext context) {
        return rows.get();
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        throw new IllegalStateException("system." + name() + " is read as chunks");
    }
}
