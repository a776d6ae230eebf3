package io.mergelab.engine.expr;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.TupleType;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Turns analysed nodes into {@link ActionNode}s, naming them as ClickHouse's analyzer does. */
final class ActionNodes {
    private ActionNodes() {
    }

    static ActionNode of(Node node) {
        if (node instanceof InputNode in) {
            return new ActionNode.Input(in.name(), in.type());
        }
        if (node instanceof ConstantNode c) {
            String name = c.foldedFrom() != null ? of(c.foldedFrom()).name() : constantName(c.value());
            return new ActionNode.Constant(name, c.type(), c.value());
        }
        if (node instanceof CallNode call) {
            return function(call.name(), call.type(), call.args());
        }
        if (node instanceof SharedNode shared) {
            return of(shared.call());
        }
        ShortCircuitNode s = (ShortCircuitNode) node;
        return function(s.name(), s.type(), s.args());
    }

    private static ActionNode function(String function, DataType type, List<Node> args) {
        List<ActionNode> arguments = new ArrayList<>(args.size());
        for (Node a : args) {
            arguments.add(of(a));
        }
        String name = arguments.stream().map(ActionNode::name).collect(Collectors.joining(", ", function + "(", ")"));
        return new ActionNode.Function(name, type, function, arguments);
    }

    /** {@code <value>_<Type>}: {@code 1_UInt8}, {@code 'a'_String}, {@code NULL_Nullable(Nothing)}. */
    static String constantName(Column value) {
        return valueText(value.get(0), value.type()) + "_" + value.type().name();
    }

    private static String valueText(Object v, DataType type) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof NullableType n) {
            t = n.nested().unwrapLowCardinality();
        }
        if (v == null) {
            return "NULL";
        }
        if (v instanceof String s) {
            StringBuilder sb = new StringBuilder();
            ColumnNames.quote(s, sb);
            return sb.toString();
        }
        if (v instanceof Long l) {
            return t instanceof IntegerType i && !i.signed() ? Long.toUnsignedString(l) : Long.toString(l);
        }
        if (v instanceof Boolean b) {
            return t instanceof BoolType ? b.toString() : (b ? "1" : "0");
        }
        if (v instanceof Double d) {
            return floatText(d);
        }
        if (v instanceof BigDecimal d) {
            return d.toPlainString();
        }
        if (v instanceof LocalDate d) {
            return Long.toString(d.toEpochDay());
        }
        if (v instanceof Instant i) {
            if (t instanceof DateTime64Type d) {
                long ticks = i.getEpochSecond();
                for (int k = 0; k < d.precision(); k++) {
                    ticks *= 10;
                }
                long nanosPerTick = (long) Math.pow(10, 9 - d.precision());
                return Long.toString(ticks + i.getNano() / nanosPerTick);
            }
            return Long.toString(i.getEpochSecond());
        }
        if (v instanceof List<?> items) {
            if (t instanceof TupleType tuple) {
                List<String> parts = new ArrayList<>();
                for (int k = 0; k < items.size(); k++) {
                    parts.add(valueText(items.get(k), tuple.elements().get(k)));
                }
                return "(" + String.join(", ", parts) + ")";
            }
            DataType element = t instanceof ArrayType a ? a.element() : t;
            return items.stream().map(x -> valueText(x, element)).collect(Collectors.joining(", ", "[", "]"));
        }
        StringBuilder sb = new StringBuilder();
        ColumnNames.quote(v.toString(), sb);
        return sb.toString();
    }

    /** Shortest round-trip text, integral values without a fraction: {@code 1}, {@code 0.5}, {@code 1e100}. */
    private static String floatText(double d) {
        if (Double.isNaN(d)) {
            return "nan";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString((long) d);
        }
        String s = Double.toString(d);
        int e = s.indexOf('E');
        if (e < 0) {
            return s;
        }
        String mantissa = s.substring(0, e);
        if (mantissa.endsWith(".0")) {
            mantissa = mantissa.substring(0, mantissa.length() - 2);
        }
        return mantissa + "e" + s.substring(e + 1);
    }
}
