package io.mergelab.engine.analyzer;

import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.function.Function;

/**
 * What a FROM item offers: its columns, the ones {@code SELECT *} returns (MATERIALIZED and ALIAS columns are
 * left out) and how to read a subset of them as a plan step whose header holds exactly those columns.
 */
public record Relation(List<String> names, List<DataType> types, List<String> asteriskColumns,
                       Function<List<String>, PlanStep> reader) {
    public Relation {
        names = List.copyOf(names);
        types = List.copyOf(types);
        asteriskColumns = List.copyOf(asteriskColumns);
    }

    public InputSchema schema() {
        return new InputSchema(names, types);
    }

    /** The step reading {@code columns} (in the relation's order); at least one column is read to count rows. */
    public PlanStep read(List<String> columns) {
        return reader.apply(columns);
    }
}
