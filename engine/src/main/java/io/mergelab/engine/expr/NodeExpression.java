package io.mergelab.engine.expr;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Masks;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.type.DataType;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** A {@link CompiledExpression} over an analysed node tree. */
final class NodeExpression implements CompiledExpression {
    private final Node root;
    private final String columnName;
    private final Set<String> requiredColumns;
    private final List<SharedNode> shared;

    NodeExpression(Node root, String columnName, List<SharedNode> shared) {
        this.root = root;
        this.columnName = columnName;
        this.shared = shared;
        Set<String> columns = new LinkedHashSet<>();
        root.collectColumns(columns);
        this.requiredColumns = Set.copyOf(columns);
    }

    @Override
    public DataType type() {
        return root.type();
    }

    @Override
    public String columnName() {
        return columnName;
    }

    @Override
    public Column evaluate(Chunk input) {
        try {
            Column result = root.evaluate(input).expand(input.rows());
            return ColumnOps.retype(result, root.type());
        } finally {
            shared.forEach(SharedNode::forget);
        }
    }

    /** A call that can select rows directly (a comparison of integers) does so, without a mask column. */
    @Override
    public int[] selectRows(Chunk input) {
        if (!(root instanceof CallNode call)) {
            return CompiledExpression.super.selectRows(input);
        }
        try {
            Operand[] args = call.evaluateArgs(input);
            int[] rows = call.function().selectRows(args, input.rows());
            if (rows != null) {
                return rows;
            }
            Column mask = ColumnOps.retype(call.apply(args, input.rows()).expand(input.rows()), root.type());
            return Masks.selectedRows(mask, input.rows());
        } finally {
            shared.forEach(SharedNode::forget);
        }
    }

    @Override
    public Set<String> requiredColumns() {
        return requiredColumns;
    }

    @Override
    public boolean isConstant() {
        return root instanceof ConstantNode;
    }

    @Override
    public ActionNode actions() {
        return ActionNodes.of(root);
    }

    @Override
    public String toString() {
        return columnName + " " + root.type().name();
    }
}
