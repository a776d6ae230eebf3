package io.mergelab.engine.analyzer;

import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.index.ReadConditions;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * What a FROM item offers: its columns, the ones {@code SELECT *} returns (MATERIALIZED and ALIAS columns are
 * left out) and how to read a subset of them as a plan step whose header holds exactly those columns. A read may be
 * told conditions that every row the query keeps satisfies (over the relation's names), which a MergeTree read uses
 * for index analysis only, to skip granules; they are still applied above it. {@code subcolumns} are the columns it
 * can read besides its names ({@code s.size} of a MergeTree String column), by name and type.
 */
public record Relation(List<String> names, List<DataType> types, List<String> asteriskColumns, Reader reader,
                       Map<String, DataType> subcolumns) {
    /** Reads columns, optionally knowing conditions the kept rows satisfy. */
    @FunctionalInterface
    public interface Reader {
        PlanStep read(List<String> columns, Optional<ReadConditions> known);
    }

    public Relation {
        names = List.copyOf(names);
        types = List.copyOf(types);
        asteriskColumns = List.copyOf(asteriskColumns);
        subcolumns = Map.copyOf(subcolumns);
    }

    /** A relation offering no subcolumns. */
    public Relation(List<String> names, List<DataType> types, List<String> asteriskColumns, Reader reader) {
        this(names, types, asteriskColumns, reader, Map.of());
    }

    /** A relation whose reads make no use of known conditions. */
    public Relation(List<String> names, List<DataType> types, List<String> asteriskColumns,
                    Function<List<String>, PlanStep> reader) {
        this(names, types, asteriskColumns, (columns, known) -> reader.apply(columns));
    }

    /**
     * The same relation with the subcolumns {@code used} (of {@link #subcolumns()}, such as a MergeTree String's
     * {@code s.size}) as further columns, which its reader reads on their own; never part of {@code SELECT *}.
     */
    public Relation withSubcolumns(Collection<String> used) {
        List<String> n = new ArrayList<>(names);
        List<DataType> t = new ArrayList<>(types);
        for (String c : used) {
            if (!n.contains(c)) {
                n.add(c);
                t.add(subcolumns.get(c));
            }
        }
        return new Relation(n, t, asteriskColumns, reader, subcolumns);
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
