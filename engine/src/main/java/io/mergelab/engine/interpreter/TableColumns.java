package io.mergelab.engine.interpreter;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A table definition's columns as a query's FROM offers and reads them: the stored columns' names and types, those
 * {@code SELECT *} gives, and the {@code s.size} subcolumns of String columns. Made once per definition (an ALTER
 * makes a new one) instead of at every query: for ClickBench's 105 columns the lists and the subcolumns' check took a
 * sixth of the statement thread's time of a metadata-answered {@code count()}.
 *
 * @param names         stored columns
 * @param types         their types
 * @param asterisk      the columns {@code *} expands to
 * @param subcolumns    {@code s.size} (UInt64) of each String column s, when asked for
 * @param readable      stored columns, then the subcolumns
 * @param readableTypes their types
 */
record TableColumns(List<String> names, List<DataType> types, List<String> asterisk, Map<String, DataType> subcolumns,
                    List<String> readable, List<DataType> readableTypes) {
    /** Kept per table and kind; an entry for a table's older definition is replaced. Emptied past this many. */
    private static final int MAX_ENTRIES = 1024;
    private static final Map<String, Cached> CACHE = new ConcurrentHashMap<>();

    private record Cached(TableDefinition definition, TableColumns columns) {
    }

    /** The columns of {@code def}; with {@code withSizes} the size subcolumns too (a MergeTree read, not FINAL). */
    static TableColumns of(String database, String table, TableDefinition def, boolean withSizes) {
        String key = database + '\u0000' + table + '\u0000' + withSizes;
        Cached cached = CACHE.get(key);
        // the very definition object: a definition changed by ALTER is another object
        if (cached != null && cached.definition() == def) {
            return cached.columns();
        }
        TableColumns columns = build(def, withSizes);
        if (CACHE.size() >= MAX_ENTRIES) {
            CACHE.clear();
        }
        CACHE.put(key, new Cached(def, columns));
        return columns;
    }

    private static TableColumns build(TableDefinition def, boolean withSizes) {
        List<ColumnDefinition> stored = def.storedColumns();
        List<String> names = stored.stream().map(ColumnDefinition::name).toList();
        List<DataType> types = stored.stream().map(ColumnDefinition::type).toList();
        List<String> asterisk = def.ordinaryColumns().stream().map(ColumnDefinition::name).toList();
        Map<String, DataType> subcolumns = withSizes ? sizeSubcolumns(def) : Map.of();
        List<String> readable = new ArrayList<>(names);
        List<DataType> readableTypes = new ArrayList<>(types);
        subcolumns.forEach((c, t) -> {
            readable.add(c);
            readableTypes.add(t);
        });
        // an immutable map, which the Relation's own Map.copyOf keeps as it is instead of copying at each query
        return new TableColumns(names, types, asterisk, Map.copyOf(subcolumns), List.copyOf(readable),
                List.copyOf(readableTypes));
    }

    /**
     * {@code s.size} (UInt64) of each String column {@code s}: its lengths stream, read alone. Not for a column a
     * minmax or set skip index is built on, which judges {@code empty(s)} as written.
     */
    private static Map<String, DataType> sizeSubcolumns(TableDefinition def) {
        List<ColumnDefinition> stored = def.storedColumns();
        Set<String> indexed = new HashSet<>();
        def.indexes().stream().filter(i -> i.type().equalsIgnoreCase("minmax") || i.type().equalsIgnoreCase("set"))
                .forEach(i -> ExprTrees.identifierNames(i.expr(), indexed));
        Set<String> storedNames = new HashSet<>();
        stored.forEach(c -> storedNames.add(c.name()));
        Map<String, DataType> out = new LinkedHashMap<>();
        for (ColumnDefinition c : stored) {
            String size = c.name() + ".size";
            if (c.type().unwrapLowCardinality() instanceof StringType && !indexed.contains(c.name())
                    && !storedNames.contains(size)) {
                out.put(size, IntegerType.UINT64);
            }
        }
        return out;
    }
}
