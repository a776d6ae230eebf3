package io.mergelab.engine.expr;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.Set;

/** A bound function applied to argument nodes; {@code name} is the function's canonical name. */
record CallNode(String name, BoundFunction function, List<Node> args) implements Node {

    @Override
    public DataType type() {
        return function.returnType();
    }

    @Override
    public Operand evaluate(Chunk chunk) {
        return apply(evaluateArgs(chunk), chunk.rows());
    }

    Operand[] evaluateArgs(Chunk chunk) {
        QueryGuard.current().tick();
        Operand[] values = new Operand[args.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = args.get(i).evaluate(chunk);
        }
        return values;
    }

    Operand apply(Operand[] values, int rows) {
        return Operand.full(function.execute(values, rows));
    }

    @Override
    public void collectColumns(Set<String> out) {
        args.forEach(a -> a.collectColumns(out));
    }
}
