package io.mergelab.engine.analyzer;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import java.util.List;

/**
 * {@code grouping(k1, ..., kn)} in one grouping set's aggregation: a UInt64 bit mask with one bit per argument, the
 * first the most significant, set when that key is not one the set groups by (ClickHouse's default,
 * {@code force_grouping_standard_compatibility = 1}, the SQL standard's). Each set's aggregation sees its own constant.
 */
final class GroupingFunction {
    private GroupingFunction() {
    }

    /** {@code e} with each {@code grouping(...)} call replaced by its value for the set that keeps keys {@code kept}. */
    static Expr replace(Expr e, List<Expr> keys, List<Integer> kept, List<Expr> select) {
        if (e instanceof SubqueryExpr) {
            return e;
        }
        if (e instanceof Aliased a) {
            return new Aliased(replace(a.expr(), keys, kept, select), a.alias());
        }
        if (e instanceof FunctionCall f && f.name().equalsIgnoreCase("grouping") && f.parameters().isEmpty()) {
            if (f.args().isEmpty()) {
                throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                        "Function GROUPING expects at least one argument");
            }
            long mask = 0;
            for (Expr arg : f.args()) {
                int key = keyIndex(arg, keys, select);
                mask = mask << 1 | (kept.contains(key) ? 0 : 1);
            }
            return FunctionCall.of("toUInt64", new Literal(mask));
        }
        return ExprTrees.mapOperands(e, x -> replace(x, keys, kept, select));
    }

    /** The key {@code arg} names: the key itself, or a SELECT alias of it, or the key written through its alias. */
    private static int keyIndex(Expr arg, List<Expr> keys, List<Expr> select) {
        for (int i = 0; i < keys.size(); i++) {
            Expr key = keys.get(i);
            Expr bare = key instanceof Aliased a ? a.expr() : key;
            if (arg.equals(key) || arg.equals(bare) || sameAlias(arg, key, select)) {
                return i;
            }
        }
        throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Arguments of GROUPING function must be in GROUP BY keys");
    }

    /** Whether one of {@code a}, {@code b} is a SELECT alias whose expression is the other. */
    private static boolean sameAlias(Expr a, Expr b, List<Expr> select) {
        for (Expr item : select) {
            if (item instanceof Aliased al) {
                boolean aNames = a instanceof Identifier id && id.fullName().equals(al.alias());
                boolean bNames = b instanceof Identifier id && id.fullName().equals(al.alias());
                if (aNames && al.expr().equals(b) || bNames && al.expr().equals(a)) {
                    return true;
                }
            }
        }
        return false;
    }
}
