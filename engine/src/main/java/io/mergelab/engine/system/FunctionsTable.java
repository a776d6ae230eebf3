package io.mergelab.engine.system;

import io.mergelab.engine.aggregate.AggregateFunctions;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.builtin.BuiltinFunctions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * system.functions: every scalar and aggregate function name a query can use, aliases included, with ClickHouse's
 * columns {@code name}, {@code is_aggregate}, {@code case_insensitive} and {@code alias_to}.
 */
final class FunctionsTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("name", "String"),
            SystemColumn.of("is_aggregate", "UInt8"),
            SystemColumn.of("case_insensitive", "UInt8"),
            SystemColumn.of("alias_to", "String"));

    FunctionsTable() {
        super("functions", COLUMNS);
    }

    /** A name and whether it is an aggregate function. */
    private record Row(FunctionRegistry.Entry entry, boolean aggregate) {
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        List<Row> all = new ArrayList<>();
        BuiltinFunctions.registry().entries().forEach(e -> all.add(new Row(e, false)));
        for (String name : AggregateFunctions.names()) {
            all.add(new Row(new FunctionRegistry.Entry(name, AggregateFunctions.isCaseInsensitive(name),
                    AggregateFunctions.aliasTarget(name)), true));
        }
        all.sort(Comparator.comparing(r -> r.entry().name()));
        for (Row r : all) {
            rows.row(r.entry().name(), r.aggregate() ? 1L : 0L, r.entry().caseInsensitive() ? 1L : 0L,
                    r.entry().aliasTo());
        }
    }
}
