package io.mergelab.engine.plan.step;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.comparison.CompareOp;
import io.mergelab.engine.index.skip.Constants;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.type.IntegerType;
import java.util.Optional;

/**
 * A comparison of an integer column of at most 32 bits (Int8..Int32, UInt8..UInt32, not Nullable) with an integer
 * constant: {@code AdvEngineID <> 0}, {@code x >= 10}. A PREWHERE step with it compares the values as the part
 * stores them (one to four bytes each) and decodes only the passing rows, instead of widening every value to a
 * {@code long} first, as ClickHouse's reader evaluates PREWHERE on the column as read. The values and the constant
 * are compared as exact integers: every such value fits a {@code long}, and so does the constant (a UInt64 constant
 * above {@code Long.MAX_VALUE} is left to the comparison function), so a constant outside the column's range
 * ({@code Int8 col <> 300}) passes every row or none, as the comparison function does.
 *
 * @param op the comparison with the column on the left ({@code 5 < x} is {@code x > 5})
 */
public record StoredIntegerComparison(String column, CompareOp op, long constant) {

    /** The comparison {@code condition} is over a column of {@code table}, or empty when it is none. */
    public static Optional<StoredIntegerComparison> of(Expr condition, Header table) {
        if (!(condition instanceof FunctionCall f) || !f.parameters().isEmpty() || f.distinct() || f.args().size() != 2) {
            return Optional.empty();
        }
        CompareOp op = null;
        for (CompareOp o : CompareOp.values()) {
            if (o.functionName().equalsIgnoreCase(f.name())) {
                op = o;
            }
        }
        if (op == null) {
            return Optional.empty();
        }
        Optional<String> left = narrowColumn(f.args().get(0), table);
        if (left.isPresent()) {
            CompareOp leftOp = op;
            return constant(f.args().get(1)).map(c -> new StoredIntegerComparison(left.get(), leftOp, c));
        }
        CompareOp swapped = op.swapped();
        return narrowColumn(f.args().get(1), table)
                .flatMap(column -> constant(f.args().get(0)).map(c -> new StoredIntegerComparison(column, swapped, c)));
    }

    private static Optional<String> narrowColumn(Expr e, Header table) {
        if (!(e instanceof Identifier id)) {
            return Optional.empty();
        }
        int at = table.indexOf(id.fullName());
        return at >= 0 && table.types().get(at) instanceof IntegerType t && t.bits() <= 32 ? Optional.of(id.fullName())
                : Optional.empty();
    }

    /** An integer constant's exact value; empty for other constants (floats, text, NULL, UInt64 above 2^63 - 1). */
    private static Optional<Long> constant(Expr e) {
        Optional<Column> value = Constants.value(e);
        if (value.isEmpty() || !(value.get() instanceof LongColumn c) || c.size() != 1
                || !(c.type() instanceof IntegerType t)) {
            return Optional.empty();
        }
        long v = c.values()[0];
        return t.bits() == 64 && !t.signed() && v < 0 ? Optional.empty() : Optional.of(v);
    }

    /** The passing values as one inclusive range {@code [low, high]} (empty when low > high), and whether it is negated. */
    public long low() {
        return switch (op) {
            case EQUALS, NOT_EQUALS, GREATER_OR_EQUALS -> constant;
            case GREATER -> constant == Long.MAX_VALUE ? Long.MAX_VALUE : constant + 1;
            case LESS, LESS_OR_EQUALS -> Long.MIN_VALUE;
        };
    }

    /** See {@link #low()}. */
    public long high() {
        return switch (op) {
            case EQUALS, NOT_EQUALS, LESS_OR_EQUALS -> constant;
            case LESS -> constant == Long.MIN_VALUE ? Long.MIN_VALUE : constant - 1;
            case GREATER, GREATER_OR_EQUALS -> Long.MAX_VALUE;
        };
    }

    /** Whether the rows in {@code [low, high]} fail and the others pass ({@code <>}). */
    public boolean negated() {
        return op == CompareOp.NOT_EQUALS;
    }

    @Override
    public String toString() {
        return column + " " + op.functionName() + " " + constant;
    }
}
