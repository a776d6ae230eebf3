package io.mergelab.engine.expr;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.type.DataType;
import java.util.Set;

/**
 * A constant (a literal or a folded call), held as a one-row column. {@code foldedFrom} is the call it was
 * computed from (its name is the constant's name in EXPLAIN), or null for a literal.
 */
record ConstantNode(Column value, Node foldedFrom) implements Node {

    ConstantNode(Column value) {
        this(value, null);
    }

    @Override
    public DataType type() {
        return value.type();
    }

    @Override
    public Operand evaluate(Chunk chunk) {
        return Operand.constant(value);
    }

    @Override
    public void collectColumns(Set<String> out) {
    }
}
