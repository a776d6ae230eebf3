package io.mergelab.engine.expr;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.type.DataType;
import java.util.Set;

/**
 * A volatile call such as rand(): ClickHouse computes identical expressions once, so every occurrence of the
 * same call in an expression sees the same values ({@code rand() = rand()} is 1; {@code rand(1)} differs).
 * The call runs once per chunk; the memo is per thread because one compiled expression may evaluate chunks on
 * several threads, and {@link #forget()} drops it once the expression has been evaluated.
 */
final class SharedNode implements Node {
    private final Node call;
    private final ThreadLocal<Memo> memo = new ThreadLocal<>();

    private record Memo(Chunk chunk, Operand value) {
    }

    SharedNode(Node call) {
        this.call = call;
    }

    Node call() {
        return call;
    }

    @Override
    public DataType type() {
        return call.type();
    }

    @Override
    public Operand evaluate(Chunk chunk) {
        Memo m = memo.get();
        if (m != null && m.chunk() == chunk) {
            return m.value();
        }
        Operand value = call.evaluate(chunk);
        memo.set(new Memo(chunk, value));
        return value;
    }

    void forget() {
        memo.remove();
    }

    @Override
    public void collectColumns(Set<String> out) {
        call.collectColumns(out);
    }
}
