package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code PARTITION expr} or {@code PARTITION ID 'id'}: exactly one of the two is present. */
public record PartitionSpec(Optional<Expr> expression, Optional<String> id) {

    public PartitionSpec {
        if (expression.isPresent() == id.isPresent()) {
            throw new IllegalArgumentException("A partition is given by an expression or by an id, not both");
        }
    }

    public static PartitionSpec ofExpression(Expr expression) {
        return new PartitionSpec(Optional.of(expression), Optional.empty());
    }

    public static PartitionSpec ofId(String id) {
        return new PartitionSpec(Optional.empty(), Optional.of(id));
    }
}
