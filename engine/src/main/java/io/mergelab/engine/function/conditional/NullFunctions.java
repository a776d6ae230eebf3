package io.mergelab.engine.function.conditional;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.function.comparison.ComparisonFunctions;
import io.mergelab.engine.function.comparison.CompareOp;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.List;

/** isNull, isNotNull, coalesce, ifNull, nullIf, assumeNotNull, toNullable. */
public final class NullFunctions {
    private NullFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("isNull", 1, (name, args, ctx) -> isNull(false)).ownNullHandling().caseInsensitiveName());
        registry.add(FunctionSpec.of("isNotNull", 1, (name, args, ctx) -> isNull(true)).ownNullHandling()
                .caseInsensitiveName());
        registry.add(FunctionSpec.of("coalesce", 1, Arguments.UNBOUNDED, NullFunctions::coalesce)
                .ownNullHandling().caseInsensitiveName());
        registry.add(FunctionSpec.of("ifNull", 2, NullFunctions::coalesce).ownNullHandling().caseInsensitiveName());
        registry.add(FunctionSpec.of("nullIf", 2, NullFunctions::nullIf).ownNullHandling().caseInsensitiveName());
        registry.add(FunctionSpec.of("assumeNotNull", 1, (name, args, ctx) -> {
            DataType result = TypeRules.removeNullable(args.get(0).type());
            return Bound.of(result, (ops, rows) -> ColumnOps.retype(ColumnOps.stripNullable(ops[0].expand(rows)), result));
        }).ownNullHandling());
        registry.add(FunctionSpec.of("toNullable", 1, (name, args, ctx) -> {
            DataType result = TypeRules.makeNullable(args.get(0).type());
            return Bound.of(result, (ops, rows) -> {
                Column c = ops[0].expand(rows);
                return c instanceof NullableColumn || !result.isNullable() ? c : ColumnOps.withNulls(c, new byte[rows], result);
            });
        }).ownNullHandling());
    }

    private static BoundFunction isNull(boolean negate) {
        return Bound.of(IntegerType.UINT8, (ops, rows) -> {
            long[] out = new long[rows];
            Operand op = ops[0];
            if (op.column() instanceof NullableColumn n) {
                for (int i = 0; i < rows; i++) {
                    out[i] = n.nulls()[op.row(i)];
                }
            }
            if (negate) {
                for (int i = 0; i < rows; i++) {
                    out[i] ^= 1;
                }
            }
            return new LongColumn(IntegerType.UINT8, out, rows);
        });
    }

    /**
     * coalesce / ifNull: NULL-only arguments are skipped and nothing after the first non-Nullable one matters;
     * the result is non-Nullable when the last remaining argument is.
     */
    private static BoundFunction coalesce(String name, List<ArgumentType> args, FunctionContext ctx) {
        List<Integer> used = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            DataType t = args.get(i).type();
            if (TypeRules.isOnlyNull(t)) {
                continue;
            }
            used.add(i);
            if (!t.isNullable()) {
                break;
            }
        }
        if (used.isEmpty()) {
            return Bound.of(ColumnOps.ONLY_NULL, (ops, rows) -> ColumnOps.allNull(ColumnOps.ONLY_NULL, rows));
        }
        List<DataType> types = new ArrayList<>();
        for (int i = 0; i < used.size(); i++) {
            DataType t = args.get(used.get(i)).type();
            types.add(i + 1 < used.size() ? TypeRules.removeNullable(t) : t);
        }
        DataType result = TypeRules.leastSupertype(types);
        DataType working = TypeRules.makeNullable(result);
        return Bound.of(result, (ops, rows) -> {
            Operand[] branches = new Operand[used.size()];
            byte[] choice = new byte[rows];
            byte[] decided = new byte[rows];
            for (int k = 0; k < used.size(); k++) {
                Operand op = ops[used.get(k)];
                branches[k] = Select.toType(op, working, ctx.timeZone());
                byte[] nulls = ColumnOps.nullMap(op.column());
                for (int i = 0; i < rows; i++) {
                    if (decided[i] == 0 && (nulls == null || nulls[op.row(i)] == 0)) {
                        choice[i] = (byte) k;
                        decided[i] = 1;
                    }
                }
            }
            for (int i = 0; i < rows; i++) {
                if (decided[i] == 0) {
                    choice[i] = (byte) (used.size() - 1);
                }
            }
            Column picked = Select.pick(working, branches, choice, rows);
            return result.isNullable() ? picked : ColumnOps.retype(ColumnOps.stripNullable(picked), result);
        });
    }

    /** nullIf(a, b): NULL where a = b (a NULL b never matches), else a. */
    private static BoundFunction nullIf(String name, List<ArgumentType> args, FunctionContext ctx) {
        DataType result = TypeRules.makeNullable(args.get(0).type());
        if (TypeRules.isOnlyNull(args.get(0).type())) {
            return Bound.of(ColumnOps.ONLY_NULL, (ops, rows) -> ColumnOps.allNull(ColumnOps.ONLY_NULL, rows));
        }
        if (TypeRules.isOnlyNull(args.get(1).type())) {
            return Bound.of(result, (ops, rows) -> ColumnOps.withNulls(ops[0].expand(rows), new byte[rows], result));
        }
        List<ArgumentType> stripped = new ArrayList<>();
        for (ArgumentType a : args) {
            stripped.add(new ArgumentType(TypeRules.removeNullable(a.type()),
                    a.constant() == null ? null : ColumnOps.stripNullable(a.constant())));
        }
        BoundFunction equals = ComparisonFunctions.bindComparison(CompareOp.EQUALS, stripped, ctx);
        return Bound.of(result, (ops, rows) -> {
            Operand[] nested = {stripped(ops[0]), stripped(ops[1])};
            long[] eq = ((LongColumn) equals.execute(nested, rows)).values();
            byte[] bNulls = ColumnOps.nullMap(ops[1].column());
            byte[] nulls = new byte[rows];
            for (int i = 0; i < rows; i++) {
                boolean bNull = bNulls != null && bNulls[ops[1].row(i)] != 0;
                nulls[i] = (byte) (eq[i] != 0 && !bNull ? 1 : 0);
            }
            return ColumnOps.withNulls(ops[0].expand(rows), nulls, result);
        });
    }

    private static Operand stripped(Operand op) {
        return new Operand(ColumnOps.stripNullable(op.column()), op.constant());
    }
}
