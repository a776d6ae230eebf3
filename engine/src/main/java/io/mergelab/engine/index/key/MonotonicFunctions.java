package io.mergelab.engine.index.key;

import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Functions that keep (+1) or reverse (-1) the order of one argument while their other arguments are constants:
 * date and time roundings and conversions of a date or time, and arithmetic with a constant. Integer arithmetic may
 * wrap around; a key condition notices that on the bounds it is given (the ends come out of order) and then
 * assumes nothing, except for multiplication, whose repeated wrap-arounds it cannot see and so only accepts where
 * the product cannot overflow.
 */
final class MonotonicFunctions {
    private static final Set<String> OF_DATE_OR_TIME = Set.of("todate", "todate32", "todatetime", "todatetime64",
            "tostartofday", "tostartofhour", "tostartofminute", "tostartofmonth", "tostartofyear", "tostartofweek",
            "tomonday", "toyyyymm", "toyyyymmdd", "toyear", "tounixtimestamp");
    private static final double SMALL_FACTOR = 0x1p31;

    private MonotonicFunctions() {
    }

    /**
     * The direction of {@code name} in argument {@code position}, whose type is {@code argType}; {@code constants}
     * holds the numeric value of each other argument where it is a number (all of them are constants). 0 when the
     * function is not known to be monotonic there.
     */
    static int direction(String name, int position, DataType argType, List<Optional<Double>> constants) {
        String n = name.toLowerCase(Locale.ROOT);
        DataType arg = KeyDomain.bare(argType);
        if (OF_DATE_OR_TIME.contains(n)) {
            return position == 0 && TypeRules.isDateOrTime(arg) ? 1 : 0;
        }
        boolean numeric = TypeRules.isInteger(arg) || TypeRules.isFloat(arg);
        int arity = constants.size();
        if (n.equals("negate")) {
            return arity == 1 && numeric ? -1 : 0;
        }
        if (arity != 2 || !numeric) {
            return 0;
        }
        Optional<Double> other = constants.get(1 - position);
        if (other.isEmpty()) {
            return 0;
        }
        double c = other.get();
        return switch (n) {
            case "plus" -> 1;
            case "minus" -> position == 0 ? 1 : -1;
            case "multiply" -> TypeRules.isFloat(arg) || smallIntegerProduct(arg, c) ? sign(c) : 0;
            case "divide" -> position == 0 ? sign(c) : 0;
            case "intdiv" -> position == 0 && TypeRules.isInteger(arg) && c == Math.rint(c) ? sign(c) : 0;
            default -> 0;
        };
    }

    /** An integer of at most 32 bits times a whole constant below 2^31: the product fits in the 64-bit result. */
    private static boolean smallIntegerProduct(DataType arg, double c) {
        return TypeRules.sizeOf(arg) <= 4 && c == Math.rint(c) && Math.abs(c) < SMALL_FACTOR;
    }

    private static int sign(double c) {
        return c > 0 ? 1 : c < 0 ? -1 : 0;
    }
}
