package io.mergelab.engine.function.comparison;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.function.conversion.ConversionMode;
import io.mergelab.engine.function.conversion.Conversions;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.StringType;
import java.util.List;

/**
 * Comparisons with an Enum operand, as ClickHouse does them: a constant string on the other side names an element
 * (UNKNOWN_ELEMENT_OF_ENUM if there is none) and the codes are compared, so {@code type = 'QueryFinish'} is an
 * integer comparison and {@code <} follows the codes; an Enum against a number compares its code; against a
 * non-constant string, or an Enum of another type, the names are compared.
 */
final class EnumComparison {
    private EnumComparison() {
    }

    static boolean applies(List<ArgumentType> args) {
        return args.get(0).type() instanceof EnumType || args.get(1).type() instanceof EnumType;
    }

    static BoundFunction bind(CompareOp op, String name, List<ArgumentType> args, FunctionContext ctx) {
        ArgumentType a = args.get(0);
        ArgumentType b = args.get(1);
        if (a.type() instanceof EnumType e) {
            b = elementConstant(b, e, ctx);
        }
        if (b.type() instanceof EnumType e) {
            a = elementConstant(a, e, ctx);
        }
        boolean byName = a.type() instanceof EnumType x && b.type() instanceof EnumType y && !x.equals(y)
                || isTextAgainstEnum(a, b) || isTextAgainstEnum(b, a);
        Side left = Side.of(a, byName, ctx);
        Side right = Side.of(b, byName, ctx);
        BoundFunction inner = ComparisonFunctions.bind(op, name, List.of(left.argument, right.argument), ctx);
        return new BoundFunction() {
            @Override
            public DataType returnType() {
                return inner.returnType();
            }

            @Override
            public Column execute(Operand[] ops, int rows) {
                return inner.execute(new Operand[] {left.map(ops[0]), right.map(ops[1])}, rows);
            }
        };
    }

    private static boolean isTextAgainstEnum(ArgumentType text, ArgumentType other) {
        return TypeRules.isStringLike(TypeRules.stripLowCardinality(text.type())) && other.type() instanceof EnumType;
    }

    /** A constant string compared with an Enum becomes that Enum's element (691 for an unknown name). */
    private static ArgumentType elementConstant(ArgumentType arg, EnumType e, FunctionContext ctx) {
        if (!arg.isConstant() || !TypeRules.isStringLike(TypeRules.stripLowCardinality(arg.type()))) {
            return arg;
        }
        return new ArgumentType(e, Conversions.convert(arg.constant(), e, ConversionMode.CAST, ctx.timeZone()));
    }

    /** One operand as the generic comparison sees it: Enum codes as Int8/Int16, or Enum names as String. */
    private record Side(ArgumentType argument, EnumType asCodes, EnumType asNames, FunctionContext ctx) {
        static Side of(ArgumentType arg, boolean byName, FunctionContext ctx) {
            if (!(arg.type() instanceof EnumType e)) {
                return new Side(arg, null, null, ctx);
            }
            if (byName) {
                Column constant = arg.isConstant() ? names(arg.constant(), ctx) : null;
                return new Side(new ArgumentType(StringType.INSTANCE, constant), null, e, ctx);
            }
            Column constant = arg.isConstant() ? codes((LongColumn) arg.constant(), e) : null;
            return new Side(new ArgumentType(e.codeType(), constant), e, null, ctx);
        }

        Operand map(Operand op) {
            if (argument.isConstant()) {
                // the comparison uses its bound constant, not the operand (which may still be the string)
                return op;
            }
            if (asCodes != null) {
                return new Operand(codes((LongColumn) op.column(), asCodes), op.constant());
            }
            if (asNames != null) {
                return new Operand(names(op.column(), ctx), op.constant());
            }
            return op;
        }

        private static Column codes(LongColumn c, EnumType e) {
            return new LongColumn(e.codeType(), c.values(), c.size());
        }

        private static Column names(Column c, FunctionContext ctx) {
            return Conversions.convert(c, StringType.INSTANCE, ConversionMode.CAST, ctx.timeZone());
        }
    }
}
