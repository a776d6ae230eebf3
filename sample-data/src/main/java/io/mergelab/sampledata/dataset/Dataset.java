package io.mergelab.sampledata.dataset;

import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A kind of synthetic data (needle, events, hits, logs): its columns, its default table layout and its knobs, and a
 * generator for given knobs.
 */
public interface Dataset {

    /** The name used on the command line and in scenario files. */
    String name();

    /** One line for {@code mergelab generate --help} and the dataset list. */
    String description();

    List<String> columnNames();

    List<DataType> columnTypes();

    /** The columns' ClickHouse type names ({@code UInt64}, {@code LowCardinality(String)}), for callers above the engine API. */
    default List<String> columnTypeNames() {
        return columnTypes().stream().map(DataType::name).toList();
    }

    /**
     * The default CREATE TABLE statement for a table named {@code qualifiedTable}: the columns (with any skip
     * indexes) and the engine clause of the story the dataset comes from.
     */
    String createTable(String qualifiedTable);

    /** The knobs besides rows and seed, with their ranges and defaults. */
    List<KnobSpec> knobs();

    /** A generator for checked knobs (see {@link #knobs(long, long, Map)}). */
    BlockGenerator generator(Knobs knobs);

    /** Checks knob values given as text (see {@link Knobs#resolve}). */
    default Knobs knobs(long rows, long seed, Map<String, String> given) {
        return Knobs.resolve(name(), knobs(), rows, seed, given);
    }

    /**
     * What keeps a table whose columns are {@code tableColumnTypes} (name → ClickHouse type name, as system.columns
     * lists them) from taking this dataset's rows: each missing column and each column of another type, one text
     * each; LowCardinality of a type counts as that type, and extra columns are fine. Empty when the table fits.
     */
    default List<String> misfits(Map<String, String> tableColumnTypes) {
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < columnNames().size(); i++) {
            String name = columnNames().get(i);
            DataType wanted = columnTypes().get(i);
            String actual = tableColumnTypes.get(name);
            if (actual == null) {
                problems.add("no column " + name + " " + wanted.name());
            } else if (!DataType.parse(actual).unwrapLowCardinality().equals(wanted.unwrapLowCardinality())) {
                problems.add("column " + name + " is " + actual + ", not " + wanted.name());
            }
        }
        return problems;
    }

    /** The column list of {@link #createTable}: {@code name Type, ...}. */
    default String columnsClause() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < columnNames().size(); i++) {
            b.append(i == 0 ? "" : ", ").append(columnNames().get(i)).append(' ').append(columnTypes().get(i).name());
        }
        return b.toString();
    }
}
