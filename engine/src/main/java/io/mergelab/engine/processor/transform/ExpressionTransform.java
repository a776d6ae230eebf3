package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.processor.SimpleTransform;
import java.util.ArrayList;
import java.util.List;

/** Computes a chunk's output columns, each a compiled expression over the whole input chunk. */
public final class ExpressionTransform extends SimpleTransform {
    private final List<CompiledExpression> outputs;

    public ExpressionTransform(List<CompiledExpression> outputs) {
        this.outputs = List.copyOf(outputs);
    }

    @Override
    public String name() {
        return "ExpressionTransform";
    }

    @Override
    protected Chunk transform(Chunk chunk) {
        return evaluate(outputs, chunk);
    }

    /** The chunk of {@code outputs} evaluated over {@code chunk}. */
    static Chunk evaluate(List<CompiledExpression> outputs, Chunk chunk) {
        List<Column> out = new ArrayList<>(outputs.size());
        for (CompiledExpression e : outputs) {
            out.add(e.evaluate(chunk));
        }
        return new Chunk(out, chunk.rows());
    }
}
