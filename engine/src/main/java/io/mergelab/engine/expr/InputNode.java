package io.mergelab.engine.expr;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.type.DataType;
import java.util.Set;

/** Reads input column {@code index}. */
record InputNode(int index, String name, DataType type) implements Node {

    @Override
    public Operand evaluate(Chunk chunk) {
        return Operand.full(chunk.column(index));
    }

    @Override
    public void collectColumns(Set<String> out) {
        out.add(name);
    }
}
