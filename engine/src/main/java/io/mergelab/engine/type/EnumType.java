package io.mergelab.engine.type;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.error.NameHints;
import java.util.ArrayList;
import java.util.List;

/**
 * Enum8 / Enum16: named Int8 / Int16 codes. Values are held as their codes; text shows the names. Elements are
 * kept sorted by code, as ClickHouse prints the type ({@code Enum8('b' = 1, 'a' = 2)}) and orders values; the
 * default value is the smallest code.
 */
public record EnumType(int bits, List<String> names, List<Integer> codes) implements DataType {
    public EnumType {
        if (bits != 8 && bits != 16) {
            throw new IllegalArgumentException("Enum width " + bits);
        }
        if (names.isEmpty() || names.size() != codes.size()) {
            throw new IllegalArgumentException("Enum must have at least one element");
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            order.add(i);
        }
        List<Integer> given = codes;
        order.sort((a, b) -> Integer.compare(given.get(a), given.get(b)));
        List<String> sortedNames = new ArrayList<>();
        List<Integer> sortedCodes = new ArrayList<>();
        long min = bits == 8 ? Byte.MIN_VALUE : Short.MIN_VALUE;
        long max = bits == 8 ? Byte.MAX_VALUE : Short.MAX_VALUE;
        for (int i : order) {
            int code = codes.get(i);
            if (code < min || code > max) {
                throw new IllegalArgumentException("Value " + code + " for element '" + names.get(i) + "' exceeds range of Enum" + bits);
            }
            if (sortedNames.contains(names.get(i))) {
                throw new IllegalArgumentException("Duplicate names in enum: '" + names.get(i) + "'");
            }
            if (!sortedCodes.isEmpty() && sortedCodes.get(sortedCodes.size() - 1) == code) {
                throw new IllegalArgumentException("Duplicate values in enum: " + code);
            }
            sortedNames.add(names.get(i));
            sortedCodes.add(code);
        }
        names = List.copyOf(sortedNames);
        codes = List.copyOf(sortedCodes);
    }

    /** {@code Enum('a', 'b')} / {@code Enum('a' = 5, 'b')}: codes counted up from 1 or the previous code; Enum8 if they fit. */
    public static EnumType autoWidth(List<String> names, List<Integer> codes) {
        boolean fits8 = codes.stream().allMatch(c -> c >= Byte.MIN_VALUE && c <= Byte.MAX_VALUE);
        return new EnumType(fits8 ? 8 : 16, names, codes);
    }

    @Override
    public String name() {
        StringBuilder out = new StringBuilder("Enum").append(bits).append('(');
        for (int i = 0; i < names.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            out.append('\'');
            for (char c : names.get(i).toCharArray()) {
                switch (c) {
                    case '\'' -> out.append("\\'");
                    case '\\' -> out.append("\\\\");
                    case '\n' -> out.append("\\n");
                    case '\t' -> out.append("\\t");
                    case '\r' -> out.append("\\r");
                    default -> out.append(c);
                }
            }
            out.append("' = ").append(codes.get(i));
        }
        return out.append(')').toString();
    }

    @Override
    public Representation representation() {
        return Representation.LONG;
    }

    /** The underlying integer type (Int8 or Int16). */
    public IntegerType codeType() {
        return bits == 8 ? IntegerType.INT8 : IntegerType.INT16;
    }

    public long defaultCode() {
        return codes.get(0);
    }

    /** Index of {@code code} among the elements, or -1. */
    public int indexOfCode(long code) {
        int lo = 0;
        int hi = codes.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = codes.get(mid);
            if (c < code) {
                lo = mid + 1;
            } else if (c > code) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    /** The name of {@code code}; UNKNOWN_ELEMENT_OF_ENUM if the enum has no such code. */
    public String nameOf(long code) {
        int i = indexOfCode(code);
        if (i < 0) {
            throw new MergeLabException(ErrorCode.UNKNOWN_ELEMENT_OF_ENUM, "Unexpected value " + code + " in enum " + name());
        }
        return names.get(i);
    }

    /** Whether {@code code} is one of the enum's codes. */
    public boolean hasCode(long code) {
        return indexOfCode(code) >= 0;
    }

    /** Index of the element called {@code name}, or -1 (a linear scan: callers resolve constants once, not per row). */
    public int indexOfName(String name) {
        return names.indexOf(name);
    }

    /** The code of {@code name}; UNKNOWN_ELEMENT_OF_ENUM (with ClickHouse's hint) if the enum has no such element. */
    public long codeOf(String name) {
        int i = indexOfName(name);
        if (i < 0) {
            throw unknownElement(name);
        }
        return codes.get(i);
    }

    public MergeLabException unknownElement(String name) {
        return new MergeLabException(ErrorCode.UNKNOWN_ELEMENT_OF_ENUM,
                "Unknown element '" + name + "' for enum" + hint(name) + ": while converting '" + name + "' to " + name());
    }

    private String hint(String name) {
        List<String> close = NameHints.closest(name, names);
        return close.isEmpty() ? "" : ", maybe you meant: " + close.stream().map(n -> "'" + n + "'").toList();
    }
}
