package io.mergelab.engine.expr;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;
import java.util.List;

/**
 * A read-only view of an analysed expression as ClickHouse's ActionsDAG shows it: input columns, constants,
 * function calls and renames, each with its result name and type. Names follow ClickHouse's analyzer: a literal
 * is {@code 1_UInt8} or {@code 'a'_String}, a call is {@code plus(id, 1_UInt8)}, a constant folded from a call
 * keeps the call's name. Built on demand for EXPLAIN; evaluation never touches it.
 */
public sealed interface ActionNode {

    String name();

    DataType type();

    List<ActionNode> children();

    /** A column of the step's input. */
    record Input(String name, DataType type) implements ActionNode {
        @Override
        public List<ActionNode> children() {
            return List.of();
        }
    }

    /** A constant, held as a one-row column. */
    record Constant(String name, DataType type, Column value) implements ActionNode {
        @Override
        public List<ActionNode> children() {
            return List.of();
        }
    }

    /** A function applied to argument nodes; {@code function} is the function's canonical name. */
    record Function(String name, DataType type, String function, List<ActionNode> arguments) implements ActionNode {
        public Function {
            arguments = List.copyOf(arguments);
        }

        @Override
        public List<ActionNode> children() {
            return arguments;
        }
    }

    /** {@code child} under another name. */
    record Alias(String name, ActionNode child) implements ActionNode {
        @Override
        public DataType type() {
            return child.type();
        }

        @Override
        public List<ActionNode> children() {
            return List.of(child);
        }
    }
}
