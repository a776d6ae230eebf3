package io.mergelab.engine.expr;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.type.DataType;
import java.util.Set;

/** A constant (a literal or a folded call), held as a one-row column. */
record ConstantNode(Column value) implements Node {

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
