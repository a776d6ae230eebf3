package io.mergelab.engine.index.key;

import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Finds what the non-constant side of an atom is in terms of the keys ({@link KeyTarget}): a key itself, a
 * monotonic function of a key, or a column that a key is a function of.
 */
final class KeyTargets {
    private static final Set<String> NON_DETERMINISTIC = Set.of("rand", "rand64", "now", "today", "generateuuidv4",
            "randomstring", "randomprintableascii", "blocksize");

    private final List<KeyColumn> keys;
    private final InputSchema table;
    private final EvaluationContext ctx;
    private final ConditionConstants constants;

    KeyTargets(List<KeyColumn> keys, InputSchema table, EvaluationContext ctx, ConditionConstants constants) {
        this.keys = keys;
        this.table = table;
        this.ctx = ctx;
        this.constants = constants;
    }

    /**
     * What {@code subject} is in terms of a key: the key itself or a monotonic function of it (exact), or a column a
     * key is a function of (implied; only monotonic key functions when {@code ordered} comparisons need it).
     */
    Optional<KeyTarget> target(Expr subject, boolean ordered) {
        for (int i = 0; i < keys.size(); i++) {
            int direction = chainDirection(subject, keys.get(i).expr());
            if (direction != 0) {
                return chainTarget(subject, i, direction);
            }
        }
        if (subject instanceof Identifier id) {
            for (int i = 0; i < keys.size(); i++) {
                Expr key = keys.get(i).expr();
                if (!columnsOf(key).equals(Set.of(id.fullName())) || !deterministic(key)) {
                    continue;
                }
                int direction = chainDirection(key, subject);
                if (direction == 0 && ordered) {
                    continue;
                }
                Optional<KeyTarget> t = throughKey(id, i, direction);
                if (t.isPresent()) {
                    return t;
                }
            }
        }
        return Optional.empty();
    }

    /** +1 / -1 when {@code e} is {@code inner} under monotonic functions (increasing / decreasing), else 0. */
    private int chainDirection(Expr e, Expr inner) {
        if (e.equals(inner)) {
            return 1;
        }
        if (!(e instanceof FunctionCall f) || !f.parameters().isEmpty()) {
            return 0;
        }
        int variable = -1;
        List<Optional<Double>> numbers = new ArrayList<>();
        for (int i = 0; i < f.args().size(); i++) {
            Expr arg = f.args().get(i);
            if (ConditionConstants.hasColumns(arg)) {
                if (variable >= 0) {
                    return 0;
                }
                variable = i;
                numbers.add(Optional.empty());
            } else {
                numbers.add(constants.constant(arg).flatMap(ConditionConstants::number));
            }
        }
        if (variable < 0) {
            return 0;
        }
        Optional<DataType> argType = typeOf(f.args().get(variable));
        if (argType.isEmpty()) {
            return 0;
        }
        int direction = MonotonicFunctions.direction(f.name(), variable, argType.get(), numbers);
        return direction == 0 ? 0 : direction * chainDirection(f.args().get(variable), inner);
    }

    private Optional<KeyTarget> chainTarget(Expr subject, int key, int direction) {
        KeyColumn k = keys.get(key);
        if (subject.equals(k.expr())) {
            return KeyDomain.of(k.type()).map(d -> new KeyTarget(key, k.name(), k.type(), d, null, false, true, 1, null,
                    null, k.type().isNullable()));
        }
        try {
            Expr chainExpr = replace(subject, k.expr(), Identifier.of(k.name()));
            CompiledExpression chain = ExpressionCompiler.compile(chainExpr,
                    new InputSchema(List.of(k.name()), List.of(k.type())), ctx);
            DataType type = chain.type();
            return KeyDomain.of(type).map(d -> new KeyTarget(key, ColumnNames.of(subject), type, d, chain, direction < 0,
                    true, direction, null, null, k.type().isNullable() || type.isNullable()));
        } catch (MergeLabException e) {
            return Optional.empty();
        }
    }

    /** A condition on column {@code column} seen through key {@code key}, a function of that column alone. */
    private Optional<KeyTarget> throughKey(Identifier column, int key, int direction) {
        KeyColumn k = keys.get(key);
        Optional<DataType> columnType = typeOf(column).map(KeyDomain::bare);
        Optional<KeyDomain> keyDomain = KeyDomain.of(k.type());
        if (columnType.isEmpty() || keyDomain.isEmpty() || KeyDomain.of(columnType.get()).isEmpty()) {
            return Optional.empty();
        }
        try {
            CompiledExpression keyOfColumn = ExpressionCompiler.compile(k.expr(),
                    new InputSchema(List.of(column.fullName()), List.of(columnType.get())), ctx);
            return Optional.of(new KeyTarget(key, k.name(), k.type(), keyDomain.get(), null, false, false, direction,
                    keyOfColumn, columnType.get(), k.type().isNullable()));
        } catch (MergeLabException e) {
            return Optional.empty();
        }
    }

    private static Expr replace(Expr e, Expr from, Expr to) {
        if (e.equals(from)) {
            return to;
        }
        return ExprTrees.mapOperands(e, x -> replace(x, from, to));
    }

    private Optional<DataType> typeOf(Expr e) {
        try {
            return Optional.of(ExpressionCompiler.compile(e, table, ctx).type());
        } catch (MergeLabException ex) {
            return Optional.empty();
        }
    }

    private static Set<String> columnsOf(Expr e) {
        Set<String> out = new HashSet<>();
        ExprTrees.identifierNames(e, out);
        return out;
    }

    private static boolean deterministic(Expr e) {
        if (e instanceof FunctionCall f && NON_DETERMINISTIC.contains(f.name().toLowerCase(Locale.ROOT))) {
            return false;
        }
        for (Expr x : ExprTrees.operands(e)) {
            if (!deterministic(x)) {
                return false;
            }
        }
        return true;
    }
}
