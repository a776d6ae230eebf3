package io.mergelab.engine.type;

/** LowCardinality(T): same values as T; only the on-disk encoding may differ. */
public record LowCardinalityType(DataType nested) implements DataType {
    @Override
    public String name() {
        return "LowCardinality(" + nested.name() + ")";
    }

    @Override
    public Representation representation() {
        return nested.representation();
    }

    @Override
    public DataType unwrapLowCardinality() {
        return nested;
    }

    @Override
    public boolean isNullable() {
        return nested.isNullable();
    }
}
