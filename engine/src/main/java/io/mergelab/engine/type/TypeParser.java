package io.mergelab.engine.type;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Parses type names as ClickHouse writes them: {@code Nullable(Decimal(18, 4))}, {@code DateTime64(3, 'UTC')}. */
final class TypeParser {
    /** The functions SimpleAggregateFunction takes in MergeLab (ClickHouse takes a few more, e.g. groupBitOr). */
    private static final List<String> SIMPLE_FUNCTIONS = List.of("any", "anyLast", "min", "max", "sum");
    private final String text;
    private int pos;

    private TypeParser(String text) {
        this.text = text;
    }

    static DataType parse(String text) {
        TypeParser p = new TypeParser(text);
        DataType t = p.type();
        p.skipSpaces();
        if (p.pos != text.length()) {
            throw p.error();
        }
        return t;
    }

    private DataType type() {
        skipSpaces();
        String name = identifier();
        skipSpaces();
        if ((name.equals("AggregateFunction") || name.equals("SimpleAggregateFunction")) && peek() == '(') {
            return aggregateFunction(name);
        }
        int beforeWord = pos;
        if (Character.isLetter(peek())) {
            String next = identifier();
            if (TypeAliases.secondWord(name, next).isPresent()) {
                name = name + " " + next;
                skipSpaces();
            } else {
                pos = beforeWord;
            }
        }
        List<Object> args = new ArrayList<>();
        if (peek() == '(') {
            pos++;
            skipSpaces();
            while (peek() != ')') {
                args.add(argument(name));
                skipSpaces();
                if (peek() == ',') {
                    pos++;
                    skipSpaces();
                } else if (peek() != ')') {
                    throw error();
                }
            }
            pos++;
        }
        boolean unsigned = false;
        if (TypeAliases.isIntegerAlias(name)) {
            skipSpaces();
            int beforeSign = pos;
            String sign = Character.isLetter(peek()) ? identifier() : "";
            if (sign.equalsIgnoreCase("UNSIGNED")) {
                unsigned = true;
            } else if (!sign.equalsIgnoreCase("SIGNED")) {
                pos = beforeSign;
            }
        }
        Optional<TypeAliases.Alias> alias = TypeAliases.resolve(name, unsigned);
        if (alias.isPresent()) {
            return build(alias.get().family(), alias.get().keepsArguments() ? args : List.of());
        }
        return build(name, args);
    }

    /**
     * {@code AggregateFunction(name[(parameters)], types...)}; {@code SimpleAggregateFunction(name, T)} is read as T,
     * whose values it holds (the merge function is the table engine's business).
     */
    private DataType aggregateFunction(String family) {
        pos++;
        skipSpaces();
        String function = identifier();
        skipSpaces();
        List<Object> parameters = new ArrayList<>();
        if (peek() == '(') {
            pos++;
            skipSpaces();
            while (peek() != ')') {
                parameters.add(number());
                skipSpaces();
                if (peek() == ',') {
                    pos++;
                    skipSpaces();
                } else if (peek() != ')') {
                    throw error();
                }
            }
            pos++;
            skipSpaces();
        }
        List<DataType> arguments = new ArrayList<>();
        while (peek() == ',') {
            pos++;
            arguments.add(type());
            skipSpaces();
        }
        if (peek() != ')') {
            throw error();
        }
        pos++;
        if (family.equals("SimpleAggregateFunction")) {
            if (arguments.size() != 1 || !parameters.isEmpty()) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                        "Data type SimpleAggregateFunction requires a function name and one argument type");
            }
            if (!SIMPLE_FUNCTIONS.contains(function)) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Unsupported aggregate function " + function
                        + ", supported functions are " + String.join(",", SIMPLE_FUNCTIONS));
            }
            return arguments.get(0);
        }
        return new AggregateFunctionType(function, parameters, arguments);
    }

    /** A numeric parameter of an aggregate function: a Long, or a Double when it has a point or an exponent. */
    private Object number() {
        int start = pos;
        while (pos < text.length() && "+-.0123456789eE".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
        String s = text.substring(start, pos);
        try {
            return s.matches("[+-]?\\d+") ? (Object) Long.parseLong(s) : (Object) Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw error();
        }
    }

    private Object argument(String outer) {
        char c = peek();
        if (c == '\'') {
            String s = quoted();
            skipSpaces();
            if (peek() == '=') {
                // an Enum element 'name' = code
                pos++;
                skipSpaces();
                return new EnumElement(s, signedInteger());
            }
            return s;
        }
        if (Character.isDigit(c)) {
            return signedInteger();
        }
        return type();
    }

    /** A single-quoted string with SQL's escapes ({@code \'}, {@code \\}, {@code \n}, {@code \t}, ...) and {@code ''} for a quote. */
    private String quoted() {
        StringBuilder out = new StringBuilder();
        pos++;
        while (true) {
            if (pos >= text.length()) {
                throw error();
            }
            char c = text.charAt(pos++);
            if (c == '\\' && pos < text.length()) {
                char e = text.charAt(pos++);
                out.append(switch (e) {
                    case 'n' -> '\n';
                    case 't' -> '\t';
                    case 'r' -> '\r';
                    case '0' -> '\0';
                    case 'b' -> '\b';
                    case 'f' -> '\f';
                    default -> e;
                });
            } else if (c == '\'') {
                if (peek() != '\'') {
                    return out.toString();
                }
                out.append('\'');
                pos++;
            } else {
                out.append(c);
            }
        }
    }

    private int signedInteger() {
        int start = pos;
        if (peek() == '-' || peek() == '+') {
            pos++;
        }
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        try {
            return Integer.parseInt(text.substring(start, pos));
        } catch (NumberFormatException e) {
            throw error();
        }
    }

    /** {@code 'name' = code} inside Enum8(...). */
    private record EnumElement(String name, int code) {
    }

    private DataType build(String name, List<Object> args) {
        switch (name) {
            case "UInt8": return noArgs(name, args, IntegerType.UINT8);
            case "UInt16": return noArgs(name, args, IntegerType.UINT16);
            case "UInt32": return noArgs(name, args, IntegerType.UINT32);
            case "UInt64": return noArgs(name, args, IntegerType.UINT64);
            case "Int8": return noArgs(name, args, IntegerType.INT8);
            case "Int16": return noArgs(name, args, IntegerType.INT16);
            case "Int32": return noArgs(name, args, IntegerType.INT32);
            case "Int64": return noArgs(name, args, IntegerType.INT64);
            case "Float32": return noArgs(name, args, FloatType.FLOAT32);
            case "Float64": return noArgs(name, args, FloatType.FLOAT64);
            case "String": return noArgs(name, args, StringType.INSTANCE);
            case "Date": return noArgs(name, args, DateType.INSTANCE);
            case "Date32": return noArgs(name, args, Date32Type.INSTANCE);
            case "UUID": return noArgs(name, args, UuidType.INSTANCE);
            case "IPv4": return noArgs(name, args, IPv4Type.INSTANCE);
            case "IPv6": return noArgs(name, args, IPv6Type.INSTANCE);
            case "Nothing": return noArgs(name, args, NothingType.INSTANCE);
            default: break;
        }
        if (name.startsWith("Interval") && IntervalType.UNITS.contains(name.substring("Interval".length()))) {
            return noArgs(name, args, new IntervalType(name.substring("Interval".length())));
        }
        switch (name.toLowerCase(Locale.ROOT)) {
            case "bool": case "boolean": return noArgs(name, args, BoolType.INSTANCE);
            default: break;
        }
        try {
            switch (name) {
                case "FixedString":
                    return new FixedStringType(intArg(name, args, 0, 1));
                case "Decimal":
                    return decimal(name, args.isEmpty() ? 10 : intArg(name, args, 0, 2), args.size() < 2 ? 0 : intArg(name, args, 1, 2));
                case "Decimal32":
                    return decimal(name, 9, intArg(name, args, 0, 1));
                case "Decimal64":
                    return decimal(name, 18, intArg(name, args, 0, 1));
                case "DateTime":
                    if (args.size() > 1) {
                        throw wrongArgs(name);
                    }
                    return args.isEmpty() ? DateTimeType.INSTANCE : new DateTimeType(Optional.of(stringArg(name, args, 0)));
                case "DateTime64":
                    if (args.isEmpty() || args.size() > 2) {
                        throw wrongArgs(name);
                    }
                    return new DateTime64Type(intArgAt(name, args, 0),
                            args.size() == 2 ? Optional.of(stringArg(name, args, 1)) : Optional.empty());
                case "Nullable":
                    return new NullableType(typeArg(name, args));
                case "LowCardinality":
                    return new LowCardinalityType(typeArg(name, args));
                case "Array":
                    return new ArrayType(typeArg(name, args));
                case "Map":
                    if (args.size() != 2 || !(args.get(0) instanceof DataType k) || !(args.get(1) instanceof DataType v)) {
                        throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                                "Map data type family must have two arguments: key and value types");
                    }
                    return new MapType(k, v);
                case "Enum8":
                    return enumType(name, args, 8);
                case "Enum16":
                    return enumType(name, args, 16);
                case "Enum":
                    return enumType(name, args, 0);
                case "Tuple": {
                    List<DataType> elements = new ArrayList<>();
                    for (Object a : args) {
                        if (!(a instanceof DataType t)) {
                            throw wrongArgs(name);
                        }
                        elements.add(t);
                    }
                    return new TupleType(elements);
                }
                default:
                    throw new MergeLabException(ErrorCode.UNKNOWN_TYPE, "Unknown data type family: " + name);
            }
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Illegal arguments for data type " + name + ": " + e.getMessage());
        }
    }

    /**
     * Enum8/Enum16/Enum elements: {@code 'a' = 1} or bare {@code 'a'}, bare ones numbered from the previous code
     * plus one (from 1 at the start), as ClickHouse does; {@code bits} 0 picks Enum8 when every code fits.
     */
    private static DataType enumType(String name, List<Object> args, int bits) {
        if (args.isEmpty()) {
            throw new MergeLabException(ErrorCode.UNEXPECTED_AST_STRUCTURE, "Enum data type cannot be empty");
        }
        List<String> names = new ArrayList<>();
        List<Integer> codes = new ArrayList<>();
        int next = 1;
        for (Object a : args) {
            if (a instanceof EnumElement e) {
                names.add(e.name());
                codes.add(e.code());
                next = e.code() + 1;
            } else if (a instanceof String s) {
                names.add(s);
                codes.add(next++);
            } else {
                throw new MergeLabException(ErrorCode.UNEXPECTED_AST_STRUCTURE,
                        "Elements of Enum data type must be of form: 'name' = number or 'name', where name is string literal and number is an integer");
            }
        }
        return bits == 0 ? EnumType.autoWidth(names, codes) : new EnumType(bits, names, codes);
    }

    private static DataType decimal(String name, int precision, int scale) {
        if (precision > DecimalType.MAX_PRECISION) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED,
                    name + " with precision " + precision + " is not supported yet (at most " + DecimalType.MAX_PRECISION + ")");
        }
        return new DecimalType(precision, scale);
    }

    private static DataType noArgs(String name, List<Object> args, DataType t) {
        if (!args.isEmpty()) {
            throw wrongArgs(name);
        }
        return t;
    }

    private static int intArg(String name, List<Object> args, int index, int expectedCount) {
        if (args.size() != expectedCount) {
            throw wrongArgs(name);
        }
        return intArgAt(name, args, index);
    }

    private static int intArgAt(String name, List<Object> args, int index) {
        if (!(args.get(index) instanceof Integer i)) {
            throw wrongArgs(name);
        }
        return i;
    }

    private static String stringArg(String name, List<Object> args, int index) {
        if (!(args.get(index) instanceof String s)) {
            throw wrongArgs(name);
        }
        return s;
    }

    private static DataType typeArg(String name, List<Object> args) {
        if (args.size() != 1 || !(args.get(0) instanceof DataType t)) {
            throw wrongArgs(name);
        }
        return t;
    }

    private static MergeLabException wrongArgs(String name) {
        return new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Wrong arguments for data type " + name);
    }

    private String identifier() {
        int start = pos;
        while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
            pos++;
        }
        if (start == pos) {
            throw error();
        }
        return text.substring(start, pos);
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void skipSpaces() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private MergeLabException error() {
        return new MergeLabException(ErrorCode.SYNTAX_ERROR, "Cannot parse data type '" + text + "' at position " + (pos + 1));
    }
}
