package io.mergelab.engine.sql;

import java.math.BigInteger;

/** Converts literal token text to values: numbers as ClickHouse types them, strings with their escapes undone. */
final class Literals {
    private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);
    private static final BigInteger LONG_MIN = BigInteger.valueOf(Long.MIN_VALUE);
    private static final BigInteger UINT64_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    private Literals() {
    }

    /**
     * The value of a number token: {@link Long}, {@link BigInteger} above Int64 up to UInt64, otherwise
     * {@link Double} (fractions, exponents, hex floats such as {@code 0x1.8p3}, and integers too large for UInt64).
     */
    static Object number(String token) {
        String s = token.indexOf('_') < 0 ? token : token.replace("_", "");
        if (s.length() > 2 && s.charAt(0) == '0' && (s.charAt(1) == 'x' || s.charAt(1) == 'X')) {
            if (s.indexOf('.') >= 0 || s.indexOf('p') >= 0 || s.indexOf('P') >= 0) {
                // a hex float, 0x1.8p3; Java wants the binary exponent that C's strtod lets one leave out
                return Double.parseDouble(s.indexOf('p') >= 0 || s.indexOf('P') >= 0 ? s : s + "p0");
            }
            return integer(new BigInteger(s.substring(2), 16));
        }
        if (s.length() > 2 && s.charAt(0) == '0' && (s.charAt(1) == 'b' || s.charAt(1) == 'B')) {
            return integer(new BigInteger(s.substring(2), 2));
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '.' || c == 'e' || c == 'E') {
                return Double.parseDouble(s);
            }
        }
        if (s.length() <= 18) {
            return Long.parseLong(s);
        }
        return integer(new BigInteger(s));
    }

    /** {@code -value}, keeping the narrowest representation ({@code -9223372036854775808} is a Long). */
    static Object negate(Object value) {
        if (value instanceof Long l) {
            return l == Long.MIN_VALUE ? integer(BigInteger.valueOf(l).negate()) : -l;
        }
        if (value instanceof BigInteger b) {
            BigInteger n = b.negate();
            return n.compareTo(LONG_MIN) >= 0 && n.compareTo(LONG_MAX) <= 0 ? (Object) n.longValue() : n.doubleValue();
        }
        return -(Double) value;
    }

    private static Object integer(BigInteger v) {
        if (v.compareTo(LONG_MAX) <= 0 && v.compareTo(LONG_MIN) >= 0) {
            return v.longValue();
        }
        if (v.signum() > 0 && v.compareTo(UINT64_MAX) <= 0) {
            return v;
        }
        return v.doubleValue();
    }

    /**
     * Undoes quoting of a string literal or quoted identifier token (quotes included in {@code token}):
     * {@code \n \t \r \0 \b \f \a \v \\ \' \" \` \xHH} and doubled quotes. Unknown escapes keep their
     * backslash, so regular expressions like {@code '\d+'} survive as ClickHouse keeps them.
     */
    static String unquote(String token) {
        char quote = token.charAt(0);
        int end = token.length() - 1;
        if (token.indexOf('\\') < 0 && token.indexOf(quote, 1) == end) {
            return token.substring(1, end);
        }
        StringBuilder sb = new StringBuilder(end);
        for (int i = 1; i < end; i++) {
            char c = token.charAt(i);
            if (c == quote) {
                i++; // doubled quote
                sb.append(quote);
            } else if (c == '\\' && i + 1 < end) {
                char n = token.charAt(++i);
                switch (n) {
                    case 'n': sb.append('\n'); break;
                    case 't': sb.append('\t'); break;
                    case 'r': sb.append('\r'); break;
                    case '0': sb.append('\0'); break;
                    case 'b': sb.append('\b'); break;
                    case 'f': sb.append('\f'); break;
                    case 'a': sb.append('\u0007'); break;
                    case 'v': sb.append('\u000B'); break;
                    case '\\': case '\'': case '"': case '`': sb.append(n); break;
                    case 'x':
                        if (i + 2 < end && Character.digit(token.charAt(i + 1), 16) >= 0
                                && Character.digit(token.charAt(i + 2), 16) >= 0) {
                            sb.append((char) Integer.parseInt(token.substring(i + 1, i + 3), 16));
                            i += 2;
                        } else {
                            sb.append('\\').append(n);
                        }
                        break;
                    default:
                        sb.append('\\').append(n);
                }
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
