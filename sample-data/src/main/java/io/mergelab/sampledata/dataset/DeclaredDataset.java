package io.mergelab.sampledata.dataset;

import io.mergelab.engine.type.DataType;
import java.util.Arrays;
import java.util.List;

/**
 * A dataset whose name, description, columns and knobs are fixed values, given once to the constructor; subclasses
 * add only what differs between datasets: the table layout and the generator.
 */
public abstract class DeclaredDataset implements Dataset {
    private final String name;
    private final String description;
    private final List<String> columnNames;
    private final List<DataType> columnTypes;
    private final List<KnobSpec> knobs;

    protected DeclaredDataset(String name, String description, List<String> columnNames, List<DataType> columnTypes,
                              List<KnobSpec> knobs) {
        if (columnNames.size() != columnTypes.size()) {
            throw new IllegalArgumentException("dataset " + name + " has " + columnNames.size() + " column names but "
                    + columnTypes.size() + " types");
        }
        this.name = name;
        this.description = description;
        this.columnNames = List.copyOf(columnNames);
        this.columnTypes = List.copyOf(columnTypes);
        this.knobs = List.copyOf(knobs);
    }

    /** Parses type names, so that a dataset can list its column types as they read in CREATE TABLE. */
    protected static List<DataType> types(String... names) {
        return Arrays.stream(names).map(DataType::parse).toList();
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final List<String> columnNames() {
        return columnNames;
    }

    @Override
    public final List<DataType> columnTypes() {
        return columnTypes;
    }

    @Override
    public final List<KnobSpec> knobs() {
        return knobs;
    }
}
