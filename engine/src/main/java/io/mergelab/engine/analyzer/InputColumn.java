package io.mergelab.engine.analyzer;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.expr.ActionNode;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.type.DataType;
import java.util.Set;

/** Passes an input column through by position, under a (possibly new) name. */
record InputColumn(int index, String columnName, DataType type, String inputName) implements CompiledExpression {

    @Override
    public Column evaluate(Chunk input) {
        return input.column(index);
    }

    @Override
    public Set<String> requiredColumns() {
        return Set.of(inputName);
    }

    @Override
    public boolean isConstant() {
        return false;
    }

    @Override
    public ActionNode actions() {
        return new ActionNode.Input(inputName, type);
    }
}
