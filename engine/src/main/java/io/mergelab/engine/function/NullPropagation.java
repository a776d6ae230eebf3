package io.mergelab.engine.function;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;

/**
 * ClickHouse's default implementation for NULLs: a NULL-only argument makes the result NULL of type
 * Nullable(Nothing); otherwise the function runs on the nested values of Nullable arguments and the
 * result is Nullable with the union of their null maps.
 */
final class NullPropagation {
    private NullPropagation() {
    }

    static BoundFunction bind(FunctionDefinition def, List<ArgumentType> args, FunctionContext context) {
        if (args.stream().anyMatch(a -> TypeRules.isOnlyNull(a.type()))) {
            return Bound.of(ColumnOps.ONLY_NULL, (ops, rows) -> ColumnOps.allNull(ColumnOps.ONLY_NULL, rows));
        }
        if (args.stream().noneMatch(a -> a.type().isNullable())) {
            return def.bind(args, context);
        }
        List<ArgumentType> nested = new ArrayList<>(args.size());
        for (ArgumentType a : args) {
            Column constant = a.constant() == null ? null : ColumnOps.stripNullable(a.constant());
            nested.add(new ArgumentType(TypeRules.removeNullable(a.type()), constant));
        }
        BoundFunction inner = def.bind(nested, context);
        if (!TypeRules.canBeInsideNullable(inner.returnType()) && !inner.returnType().isNullable()) {
            throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "Nested type " + inner.returnType().name()
                    + " cannot be inside Nullable type (function " + def.name() + " with Nullable arguments)");
        }
        return new Wrapped(inner, TypeRules.makeNullable(inner.returnType()));
    }

    private record Wrapped(BoundFunction inner, DataType returnType) implements BoundFunction {

        @Override
        public Column execute(Operand[] args, int rows) {
            byte[] nulls = null;
            Operand[] nested = new Operand[args.length];
            for (int i = 0; i < args.length; i++) {
                Operand a = args[i];
                if (a.column() instanceof NullableColumn n) {
                    if (a.constant()) {
                        if (n.isNull(0)) {
                            return ColumnOps.allNull(returnType, rows);
                        }
                        nested[i] = Operand.constant(n.nested());
                    } else {
                        nulls = or(nulls, n.nulls(), rows);
                        nested[i] = Operand.full(n.nested());
                    }
                } else {
                    nested[i] = a;
                }
            }
            Column result = nulls == null ? inner.execute(nested, rows) : inner.execute(nested, rows, nulls);
            return ColumnOps.withNulls(result, nulls == null ? new byte[rows] : nulls, returnType);
        }

        private static byte[] or(byte[] acc, byte[] nulls, int rows) {
            if (acc == null) {
                byte[] copy = new byte[rows];
                System.arraycopy(nulls, 0, copy, 0, rows);
                return copy;
            }
            for (int i = 0; i < rows; i++) {
                acc[i] |= nulls[i];
            }
            return acc;
        }

        @Override
        public boolean isDeterministic() {
            return inner.isDeterministic();
        }

        @Override
        public boolean canThrow() {
            return inner.canThrow();
        }
    }
}
