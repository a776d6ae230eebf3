package io.mergelab.engine.function;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.stream.Collectors;

/** Argument checks with ClickHouse's error codes and wording. */
public final class Arguments {
    /** Marks an open upper bound of an arity range. */
    public static final int UNBOUNDED = Integer.MAX_VALUE;

    private Arguments() {
    }

    public static void checkCount(String function, int passed, int min, int max) {
        if (passed >= min && passed <= max) {
            return;
        }
        String should;
        if (min == max) {
            should = Integer.toString(min);
        } else if (max == UNBOUNDED) {
            should = "at least " + min;
        } else if (max == min + 1) {
            should = min + " or " + max;
        } else {
            should = "from " + min + " to " + max;
        }
        throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                "Number of arguments for function " + function + " doesn't match: passed " + passed + ", should be " + should);
    }

    public static MergeLabException illegalType(String function, DataType type) {
        return new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT,
                "Illegal type " + type.name() + " of argument of function " + function);
    }

    public static MergeLabException illegalType(String function, DataType type, int position, String expected) {
        return new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "Illegal type " + type.name() + " of argument #"
                + (position + 1) + " of function " + function + ", expected " + expected);
    }

    public static MergeLabException illegalTypes(String function, List<ArgumentType> args) {
        return new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "Illegal types of arguments ("
                + args.stream().map(a -> a.type().name()).collect(Collectors.joining(", ")) + ") of function " + function);
    }

    public static MergeLabException notConstant(String function, int position) {
        return new MergeLabException(ErrorCode.ILLEGAL_COLUMN,
                "Argument #" + (position + 1) + " of function " + function + " must be constant");
    }

    /** The constant integer value of argument {@code position}, or ILLEGAL_COLUMN / ILLEGAL_TYPE_OF_ARGUMENT. */
    public static long constantLong(String function, List<ArgumentType> args, int position) {
        ArgumentType a = args.get(position);
        if (!a.isConstant()) {
            throw notConstant(function, position);
        }
        if (TypeRules.asInteger(TypeRules.removeNullable(a.type())) == null || a.constantValue() == null) {
            throw illegalType(function, a.type(), position, "an integer constant");
        }
        return number(a.constantValue()).longValue();
    }

    /** A numeric constant's value; a Bool constant (held as Boolean) counts as 1 or 0, as Bool is UInt8 underneath. */
    public static Number number(Object constantValue) {
        return constantValue instanceof Boolean b ? (b ? 1 : 0) : (Number) constantValue;
    }

    /** The constant String value of argument {@code position}. */
    public static String constantString(String function, List<ArgumentType> args, int position) {
        ArgumentType a = args.get(position);
        if (!a.isConstant()) {
            throw notConstant(function, position);
        }
        if (!TypeRules.isStringLike(TypeRules.removeNullable(a.type())) || a.constantValue() == null) {
            throw illegalType(function, a.type(), position, "a constant String");
        }
        return a.constantValue().toString();
    }
}
