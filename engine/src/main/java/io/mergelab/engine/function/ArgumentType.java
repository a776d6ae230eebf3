package io.mergelab.engine.function;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;

/**
 * A function argument as analysis sees it: its type and, for a constant argument, its value as a
 * one-row column (otherwise {@code null}). Functions resolve constant parameters (a LIKE pattern, the
 * scale of toDecimal64, the unit of dateDiff) from it once, at bind time.
 */
public record ArgumentType(DataType type, Column constant) {

    public static ArgumentType of(DataType type) {
        return new ArgumentType(type, null);
    }

    public boolean isConstant() {
        return constant != null;
    }

    /** The boxed constant value (see {@link io.mergelab.engine.column.Values}); only for constants. */
    public Object constantValue() {
        return constant.get(0);
    }
}
