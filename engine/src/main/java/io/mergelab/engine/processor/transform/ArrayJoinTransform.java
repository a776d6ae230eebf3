package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.SimpleTransform;

/** The ARRAY JOIN clause's processor: one row per array element (see {@link ArrayJoinAction}). */
public final class ArrayJoinTransform extends SimpleTransform {
    private final ArrayJoinAction action;

    public ArrayJoinTransform(ArrayJoinAction action) {
        this.action = action;
    }

    @Override
    public String name() {
        return "ArrayJoinTransform";
    }

    @Override
    protected Chunk transform(Chunk chunk) {
        return action.apply(chunk);
    }
}
