package io.mergelab.engine.expr;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.type.DataType;
import java.util.Set;

/** A typed node of an analysed expression. */
sealed interface Node permits InputNode, ConstantNode, CallNode, ShortCircuitNode, SharedNode {

    DataType type();

    Operand evaluate(Chunk chunk);

    void collectColumns(Set<String> out);
}
