package io.mergelab.engine.sql;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.math.BigDecimal;
import java.math.BigInteger;

/** Spelling of names and literal values in canonical SQL text. */
final class SqlText {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private SqlText() {
    }

    /** A name as written in SQL: bare when that reads back as the same name, otherwise backquoted. */
    static String name(String name) {
        return isPlainName(name) ? name : quote(name, '`');
    }

    static void appendName(StringBuilder out, String name) {
        if (isPlainName(name)) {
            out.append(name);
        } else {
            appendQuoted(out, name, '`');
        }
    }

    /** An engine's name after {@code ENGINE =}: read as a function name there, so a keyword ({@code Null}) stays bare. */
    static void appendEngineName(StringBuilder out, String name) {
        if (isPlainFunctionName(name)) {
            out.append(name);
        } else {
            appendQuoted(out, name, '`');
        }
    }

    static boolean isPlainName(String s) {
        return isPlainFunctionName(s) && !Keywords.needsQuotingAsName(s);
    }

    /** Function names may be keywords ({@code if}, {@code in}): only the character set matters. */
    static boolean isPlainFunctionName(String s) {
        if (s.isEmpty() || !isAsciiWordStart(s.charAt(0))) {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!isAsciiWordStart(c) && (c < '0' || c > '9')) {
                return false;
            }
        }
        return true;
    }

    static String quoteString(String s) {
        return quote(s, '\'');
    }

    static String quote(String s, char quote) {
        StringBuilder sb = new StringBuilder(s.length() + 2);
        appendQuoted(sb, s, quote);
        return sb.toString();
    }

    static void appendQuoted(StringBuilder out, String s, char quote) {
        out.append(quote);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\t': out.append("\\t"); break;
                case '\r': out.append("\\r"); break;
                case '\0': out.append("\\0"); break;
                case '\b': out.append("\\b"); break;
                case '\f': out.append("\\f"); break;
                default:
                    if (c == quote) {
                        out.append('\\').append(c);
                    } else if (c < 0x20 || c == 0x7F) {
                        out.append("\\x").append(HEX[c >> 4]).append(HEX[c & 0xF]);
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append(quote);
    }

    /** A literal value: NULL, true/false, integers, floats ({@code inf}, {@code nan}), strings. */
    static void appendLiteral(StringBuilder out, Object value) {
        if (value == null) {
            out.append("NULL");
        } else if (value instanceof String s) {
            appendQuoted(out, s, '\'');
        } else if (value instanceof Boolean b) {
            out.append(b ? "true" : "false");
        } else if (value instanceof Long || value instanceof Integer || value instanceof Short
                || value instanceof Byte || value instanceof BigInteger) {
            out.append(value);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d)) {
                out.append("nan");
            } else if (Double.isInfinite(d)) {
                out.append(d > 0 ? "inf" : "-inf");
            } else {
                out.append(plainDouble(d));
            }
        } else {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR,
                    "Cannot format a literal of class " + value.getClass().getName());
        }
    }

    /** Shortest text that reads back as {@code d}; small magnitudes as {@code 0.0001} rather than {@code 1.0E-4}. */
    private static String plainDouble(double d) {
        String s = Double.toString(d);
        if (s.contains("E-") && Math.abs(d) >= 1e-7) {
            return new BigDecimal(s).stripTrailingZeros().toPlainString();
        }
        return s;
    }

    private static boolean isAsciiWordStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }
}
