package io.mergelab.engine.expr;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Masks;
import io.mergelab.engine.type.DataType;
import java.util.Set;

/**
 * An analysed expression: names and types resolved once, evaluated column-at-a-time over chunks.
 * Immutable and safe to evaluate from several threads at once.
 */
public interface CompiledExpression {

    DataType type();

    /** ClickHouse's default result column name ({@code plus(a, 1)}), or the alias. */
    String columnName();

    /** A column of {@code input.rows()} rows (constants are expanded). */
    Column evaluate(Chunk input);

    /**
     * The rows of {@code input} where the value is true (non-zero and not NULL), as a filter keeps them: ascending row
     * numbers, the array's last slot holding how many there are.
     */
    default int[] selectRows(Chunk input) {
        return Masks.selectedRows(evaluate(input), input.rows());
    }

    /** Names of the input columns the expression reads. */
    Set<String> requiredColumns();

    /** True when the value does not depend on the input (folded at analysis). */
    boolean isConstant();

    /**
     * The expression as EXPLAIN's actions show it, under its own (ClickHouse analyzer) name, which may differ
     * from {@link #columnName()}; built on each call, for EXPLAIN only.
     */
    ActionNode actions();
}
