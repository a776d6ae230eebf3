package io.mergelab.engine.analyzer;

import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.index.ReadConditions;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * What a FROM item offers: its columns, the ones {@code SELECT *} returns (MATERIALIZED and ALIAS columns are
 * left out) and how to read a subset of them as a plan step whose header holds exactly those columns. A read may be
 * told conditions that every row the query keeps satisfies (over the relation's names), which a MergeTree read uses
 * for index analysis only, to skip granules; they are still applied above it.
 */
public record Relation(List<String> names, List<DataType> types, List<String> asteriskColumns, Reader reader) {
    /** Reads columns, optionally knowing conditions the kept rows satisfy. */
    @FunctionalInterface
    public interface Reader {
        PlanStep read(List<String> columns, Optional<ReadConditions> known);
    }

    public Relation {
        names = List.copyOf(names);
        types = List.copyOf(types);
        asteriskColumns = List.copyOf(asteriskColumns);
    }

    /** A relation whose reads make no use of known conditions. */
    public Relation(List<String> names, List<DataType> types, List<String> asteriskColumns,
                    Function<List<String>, PlanStep> reader) {
        this(names, types, asteriskColumns, (columns, known) -> reader.apply(columns));
    }

    public InputSchema schema() {
        return new InputSchema(names, types);
    }

    /** The step reading {@code columns} (in the relation's order); at least one column is read to count rows. */
    public PlanStep read(List<String> columns) {
        return reader.read(columns, Optional.empty());
    }

    /** The same, for rows that the query keeps only where {@code known} holds. */
    public PlanStep read(List<String> columns, Optional<ReadConditions> known) {
        return reader.read(columns, known);
    }
}
