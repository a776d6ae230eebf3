package io.mergelab.engine.expr;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
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
