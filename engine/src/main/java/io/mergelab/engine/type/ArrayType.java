package io.mergelab.engine.type;

/** Array(T): per-row offsets into a nested element column. */
public record ArrayType(DataType element) implements DataType {
    @Override
    public String name() {
        return "Array(" + element.name() + ")";
    }

    @Override
    public Representation representation() {
        return Representation.ARRAY;
    }
}
