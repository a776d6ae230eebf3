package io.mergelab.engine.type;

/** Nullable(T): a nested column plus a null map. */
public record NullableType(DataType nested) implements DataType {
    public NullableType {
        if (nested instanceof NullableType || nested instanceof ArrayType || nested instanceof MapType) {
            throw new IllegalArgumentException("Nested type " + nested.name() + " cannot be inside Nullable type");
        }
    }

    @Override
    public String name() {
        return "Nullable(" + nested.name() + ")";
    }

    @Override
    public Representation representation() {
        return Representation.NULLABLE;
    }

    @Override
    public boolean isNullable() {
        return true;
    }
}
