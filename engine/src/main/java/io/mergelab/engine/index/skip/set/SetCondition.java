package io.mergelab.engine.index.skip.set;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.index.BoolMask;
import io.mergelab.engine.index.skip.BoolColumns;
import io.mergelab.engine.index.skip.ConditionTree;
import io.mergelab.engine.index.skip.ConstantComparator;
import io.mergelab.engine.index.skip.Constants;
import io.mergelab.engine.index.skip.IndexElements;
import io.mergelab.engine.index.skip.IndexTypes;
import io.mergelab.engine.index.skip.SkipIndexCondition;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.TupleLiteral;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a set index can tell about a filter: any predicate over the index's elements only ({@code s = 'a'},
 * {@code lower(s) IN (...)}, {@code length(s) > 3}, {@code isNull(x)}) is evaluated over the granule's distinct
 * values, which says exactly whether some row can make it true and some false. Predicates that read other columns
 * are unknown.
 */
final class SetCondition {
    private static final String PLACEHOLDER = "__set_index_element_";

    private SetCondition() {
    }

    static Optional<SkipIndexCondition> of(Expr filter, IndexElements elements) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < elements.size(); i++) {
            names.add(PLACEHOLDER + i);
        }
        InputSchema schema = new InputSchema(names, elements.types());
        return ConditionTree.ofWholeSubtrees(filter, e -> atom(e, elements, schema));
    }

    private static Optional<ConditionTree.Atom> atom(Expr e, IndexElements elements, InputSchema schema) {
        Optional<ConditionTree.Atom> membership = membership(e, elements);
        if (membership.isPresent()) {
            return membership;
        }
        boolean[] usesElement = new boolean[1];
        Expr rewritten = rewrite(e, elements, usesElement);
        if (rewritten == null || !usesElement[0]) {
            return Optional.empty();
        }
        try {
            CompiledExpression compiled = ExpressionCompiler.compile(rewritten, schema, EvaluationContext.system());
            return Optional.of(granule -> check(compiled, (SetGranule) granule));
        } catch (MergeLabException ex) {
            return Optional.empty();
        }
    }

    /** Longest IN list looked up value by value; longer lists are evaluated like any predicate. */
    private static final int MAX_DIRECT_CONSTANTS = 64;

    /**
     * {@code x = c}, {@code x != c}, {@code x IN (...)}, {@code x NOT IN (...)} for an element {@code x}, when the
     * values can be compared with the constants directly ({@link ConstantComparator}): whether some distinct value is
     * among the constants and whether some is not.
     */
    private static Optional<ConditionTree.Atom> membership(Expr e, IndexElements elements) {
        if (!(e instanceof FunctionCall f) || f.args().size() != 2 || f.distinct() || !f.parameters().isEmpty()) {
            return Optional.empty();
        }
        boolean negated;
        Optional<Column> constants;
        int element;
        switch (f.name()) {
            case "equals", "notEquals" -> {
                int left = elements.indexOf(f.args().get(0));
                int right = elements.indexOf(f.args().get(1));
                if ((left < 0) == (right < 0)) {
                    return Optional.empty();
                }
                element = left >= 0 ? left : right;
                constants = Constants.value(f.args().get(left >= 0 ? 1 : 0));
                negated = f.name().equals("notEquals");
            }
            case "in", "notIn" -> {
                element = elements.indexOf(f.args().get(0));
                constants = element < 0 ? Optional.empty() : Constants.list(f.args().get(1));
                negated = f.name().equals("notIn");
            }
            default -> {
                return Optional.empty();
            }
        }
        if (constants.isEmpty() || constants.get().size() > MAX_DIRECT_CONSTANTS) {
            return Optional.empty();
        }
        DataType valueType = IndexTypes.valueType(elements.types().get(element));
        try {
            ConstantComparator comparator = ConstantComparator.of(valueType, Constants.asValueType(constants.get(), valueType));
            if (comparator == null) {
                return Optional.empty();
            }
            int count = constants.get().size();
            int at = element;
            return Optional.of(granule -> {
                SetGranule g = (SetGranule) granule;
                if (g.tooMany()) {
                    return BoolMask.UNKNOWN;
                }
                BoolMask mask = membershipMask(g.values().column(at), comparator, count);
                return negated ? mask.not() : mask;
            });
        } catch (MergeLabException ex) {
            return Optional.empty();
        }
    }

    private static BoolMask membershipMask(Column values, ConstantComparator comparator, int constants) {
        byte[] nulls = values instanceof NullableColumn n ? n.nulls() : null;
        Column plain = values instanceof NullableColumn n ? n.nested() : values;
        boolean someIn = false;
        boolean someOut = false;
        for (int r = 0; r < plain.size() && !(someIn && someOut); r++) {
            if (nulls != null && nulls[r] != 0) {
                continue;
            }
            if (plain instanceof DoubleColumn d && Double.isNaN(d.values()[r])) {
                // NaN equals nothing: x = c is false for it, x != c true
                someOut = true;
                continue;
            }
            boolean found = false;
            for (int i = 0; i < constants && !found; i++) {
                found = comparator.compare(plain, r, i) == 0;
            }
            someIn |= found;
            someOut |= !found;
        }
        return BoolMask.of(someIn, someOut);
    }

    private static BoolMask check(CompiledExpression compiled, SetGranule g) {
        if (g.tooMany()) {
            return BoolMask.UNKNOWN;
        }
        try {
            return BoolColumns.mask(compiled.evaluate(g.values()));
        } catch (MergeLabException e) {
            // the predicate fails on some value (toDate('x')); the query's own filter decides what that means
            return BoolMask.UNKNOWN;
        }
    }

    /**
     * {@code e} with every sub-expression that is an index element replaced by that element's placeholder; null when
     * something else reads a column (or a parameter, a subquery): then the set cannot evaluate it.
     */
    private static Expr rewrite(Expr e, IndexElements elements, boolean[] usesElement) {
        int element = elements.indexOf(e);
        if (element >= 0) {
            usesElement[0] = true;
            return Identifier.of(PLACEHOLDER + element);
        }
        if (e instanceof Literal) {
            return e;
        }
        if (e instanceof Aliased a) {
            return rewrite(a.expr(), elements, usesElement);
        }
        if (!(e instanceof FunctionCall) && ExprTrees.operands(e).isEmpty()) {
            // a column outside the index, a query parameter, a subquery, a lambda, an empty array or tuple
            return e instanceof ArrayLiteral || e instanceof TupleLiteral ? e : null;
        }
        boolean[] failed = new boolean[1];
        Expr out = ExprTrees.mapOperands(e, o -> {
            Expr r = rewrite(o, elements, usesElement);
            if (r == null) {
                failed[0] = true;
                return o;
            }
            return r;
        });
        return failed[0] ? null : out;
    }
}
