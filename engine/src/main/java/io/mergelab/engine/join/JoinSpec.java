package io.mergelab.engine.join;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a hash join does, checked once when the plan is made: kind (INNER, LEFT, RIGHT, FULL, CROSS), strictness
 * (ALL, or ANY with INNER and LEFT), the key column positions on both sides, both sides' headers, and the residual
 * condition: the part of {@code ON} that is not key equalities, evaluated over the joined columns (left header then
 * right header) of each candidate pair; a pair joins only when it is true (ClickHouse's "Residual filter").
 */
public record JoinSpec(JoinClause.Kind kind, JoinClause.Strictness strictness, Header left, Header right,
                       int[] leftKeys, int[] rightKeys, Optional<CompiledExpression> condition, boolean useNulls,
                       boolean anyEveryLeftRow) {

    public static JoinSpec of(JoinClause.Kind kind, JoinClause.Strictness strictness, Header left, Header right,
                              List<String> leftKeyNames, List<String> rightKeyNames) {
        return of(kind, strictness, left, right, leftKeyNames, rightKeyNames, Optional.empty(), false, false);
    }

    /**
     * Resolves and checks a join: ANY RIGHT/FULL are not implemented, DEFAULT strictness means ALL (ClickHouse's
     * {@code join_default_strictness}), keys must exist, pair up, and have the same type on both sides up to
     * Nullable and LowCardinality. Only CROSS JOIN, and a join with a condition (every pair is a candidate for it),
     * may have no keys; a CROSS JOIN has neither keys nor condition and is always ALL. With {@code useNulls}
     * ({@code join_use_nulls = 1}) the side an outer join may leave unmatched becomes Nullable and unmatched rows
     * get NULL there instead of default values. With {@code anyEveryLeftRow} ({@code any_join_distinct_right_table_keys
     * = 1}, ClickHouse's legacy ANY) an ANY INNER JOIN keeps every left row that has a match, joined with the key's
     * first right row, as SEMI LEFT JOIN does; otherwise each key joins once.
     */
    public static JoinSpec of(JoinClause.Kind kind, JoinClause.Strictness strictness, Header left, Header right,
                              List<String> leftKeyNames, List<String> rightKeyNames,
                              Optional<CompiledExpression> condition, boolean useNulls, boolean anyEveryLeftRow) {
        boolean cross = kind == JoinClause.Kind.CROSS;
        if (cross && (!leftKeyNames.isEmpty() || condition.isPresent())) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "CROSS JOIN has no keys and no condition");
        }
        JoinClause.Strictness s = strictness == JoinClause.Strictness.DEFAULT || cross
                ? JoinClause.Strictness.ALL : strictness;
        if (s == JoinClause.Strictness.ANY && (kind == JoinClause.Kind.RIGHT || kind == JoinClause.Kind.FULL)) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED,
                    "ANY " + kind + " JOIN is not supported yet: ANY works with INNER and LEFT JOIN");
        }
        if (leftKeyNames.size() != rightKeyNames.size()) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "JOIN has " + leftKeyNames.size()
                    + " keys on the left and " + rightKeyNames.size() + " on the right");
        }
        if (leftKeyNames.isEmpty() && !cross && condition.isEmpty()) {
            throw new MergeLabException(ErrorCode.INVALID_JOIN_ON_EXPRESSION, kind + " JOIN needs at least one "
                    + "equality of a left and a right column or another condition in ON");
        }
        int[] l = positions(left, leftKeyNames);
        int[] r = positions(right, rightKeyNames);
        for (int i = 0; i < l.length; i++) {
            DataType lt = left.types().get(l[i]);
            DataType rt = right.types().get(r[i]);
            if (!KeyEncoder.stripped(lt).equals(KeyEncoder.stripped(rt))) {
                throw new MergeLabException(ErrorCode.TYPE_MISMATCH, "Type mismatch of columns to JOIN by: "
                        + leftKeyNames.get(i) + " " + lt.name() + " at left, " + rightKeyNames.get(i) + " " + rt.name()
                        + " at right");
            }
        }
        KeyEncoder.layoutOf(keyTypes(left, l));
        return new JoinSpec(kind, s, left, right, l, r, condition, useNulls, anyEveryLeftRow && s == JoinClause.Strictness.ANY);
    }

    private static int[] positions(Header header, List<String> names) {
        int[] out = new int[names.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = header.indexOf(names.get(i));
            if (out[i] < 0) {
                throw new MergeLabException(ErrorCode.NOT_FOUND_COLUMN_IN_BLOCK, "Not found column " + names.get(i)
                        + " in block. There are only columns: " + String.join(", ", header.names()));
            }
        }
        return out;
    }

    static List<DataType> keyTypes(Header header, int[] keys) {
        List<DataType> out = new ArrayList<>(keys.length);
        for (int k : keys) {
            out.add(header.types().get(k));
        }
        return out;
    }

    KeyEncoder.Layout layout() {
        return KeyEncoder.layoutOf(keyTypes(left, leftKeys));
    }

    /** Every left row appears in the output (LEFT, FULL). */
    public boolean isLeft() {
        return kind == JoinClause.Kind.LEFT || kind == JoinClause.Kind.FULL;
    }

    /** Every right row appears in the output (RIGHT, FULL): the non-joined ones are emitted after the probe. */
    public boolean isRight() {
        return kind == JoinClause.Kind.RIGHT || kind == JoinClause.Kind.FULL;
    }

    /** join_use_nulls and LEFT or FULL: the right columns are Nullable in the output, NULL for unmatched left rows. */
    public boolean nullsOnRight() {
        return useNulls && isLeft();
    }

    /** join_use_nulls and RIGHT or FULL: the left columns are Nullable in the output. */
    public boolean nullsOnLeft() {
        return useNulls && isRight();
    }

    /** No key columns: every left row is paired with every right row (then filtered by the condition, if any). */
    public boolean isKeyless() {
        return leftKeys.length == 0;
    }

    /** ANY INNER JOIN in which each key joins once (not with any_join_distinct_right_table_keys). */
    public boolean isAnyOncePerKey() {
        return isAny() && !isLeft() && !anyEveryLeftRow;
    }

    public boolean isAny() {
        return strictness == JoinClause.Strictness.ANY;
    }
}
