package io.mergelab.engine.format;

/**
 * Float text as ClickHouse prints it: the shortest digits that read back to the same value, in fixed
 * notation for decimal exponents -7 < e < 21 and as {@code 1.5e-7} / {@code 1e21} otherwise;
 * {@code inf}, {@code -inf}, {@code nan}; integral values without a point.
 */
final class FloatText {
    private static final double EXACT_INTEGER_LIMIT_64 = 0x1p53;
    private static final double EXACT_INTEGER_LIMIT_32 = 0x1p24;

    private FloatText() {
    }

    static void write(double v, boolean float32, TextBuffer out) {
        if (Double.isNaN(v)) {
            out.append("nan");
            return;
        }
        if (Double.isInfinite(v)) {
            out.append(v > 0 ? "inf" : "-inf");
            return;
        }
        if (v == 0) {
            out.append(1 / v < 0 ? "-0" : "0");
            return;
        }
        // Below these limits every integer is exact and needs all its digits, so it prints as the integer.
        if (v == Math.rint(v) && Math.abs(v) < (float32 ? EXACT_INTEGER_LIMIT_32 : EXACT_INTEGER_LIMIT_64)) {
            out.appendLong((long) v);
            return;
        }
        String javaText = float32 ? Float.toString((float) v) : Double.toString(v);
        byte[] digits = new byte[20];
        int n = 0;
        int pointPosition = 0;
        boolean seenPoint = false;
        boolean negative = false;
        int exponent = 0;
        for (int i = 0; i < javaText.length(); i++) {
            char c = javaText.charAt(i);
            if (c == '-') {
                negative = true;
            } else if (c == '.') {
                seenPoint = true;
            } else if (c == 'E') {
                exponent = Integer.parseInt(javaText.substring(i + 1));
                break;
            } else if (n == 0 && c == '0') {
                if (seenPoint) {
                    pointPosition--;
                }
            } else {
                digits[n++] = (byte) c;
                if (!seenPoint) {
                    pointPosition++;
                }
            }
        }
        while (n > 1 && digits[n - 1] == '0') {
            n--;
        }
        pointPosition += exponent;
        n = shortest(v, float32, negative, digits, n, pointPosition);
        if (negative) {
            out.append('-');
        }
        appendDigits(digits, n, pointPosition, out);
    }

    /**
     * Java 17's Double.toString sometimes emits one or two digits more than needed (fixed in JDK 19), mostly
     * for long outputs and subnormals; there try shorter roundings and keep the shortest one that reads back exactly.
     */
    private static int shortest(double v, boolean float32, boolean negative, byte[] digits, int n, int pointPosition) {
        double target = Math.abs(v);
        boolean subnormal = target < (float32 ? Float.MIN_NORMAL : Double.MIN_NORMAL);
        if (n < (float32 ? 8 : 16) && !subnormal) {
            return n;
        }
        for (int p = subnormal ? 1 : Math.max(1, n - 2); p < n; p++) {
            String candidate = rounded(digits, n, p, pointPosition);
            if (candidate == null) {
                continue;
            }
            double back = float32 ? Float.parseFloat(candidate) : Double.parseDouble(candidate);
            if (back == target) {
                byte[] rounded = candidate.substring(2, candidate.indexOf('E')).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
                int m = rounded.length;
                while (m > 1 && rounded[m - 1] == '0') {
                    m--;
                }
                System.arraycopy(rounded, 0, digits, 0, m);
                return m;
            }
        }
        return n;
    }

    /** {@code 0.DDDE<point>} rounded half-up to p digits, or null when rounding carries into a new digit. */
    private static String rounded(byte[] digits, int n, int p, int pointPosition) {
        byte[] r = java.util.Arrays.copyOf(digits, p);
        if (digits[p] >= '5') {
            int i = p - 1;
            while (i >= 0 && r[i] == '9') {
                r[i] = '0';
                i--;
            }
            if (i < 0) {
                return null;
            }
            r[i]++;
        }
        return "0." + new String(r, java.nio.charset.StandardCharsets.US_ASCII) + "E" + pointPosition;
    }

    /** Writes digits d1..dn with value 0.d1..dn x 10^k in fixed or exponential notation. */
    private static void appendDigits(byte[] digits, int n, int k, TextBuffer out) {
        if (k > 21 || k <= -6) {
            out.append(digits[0]);
            if (n > 1) {
                out.append('.').append(digits, 1, n - 1);
            }
            out.append('e').appendLong(k - 1);
        } else if (k >= n) {
            out.append(digits, 0, n);
            for (int i = n; i < k; i++) {
                out.append('0');
            }
        } else if (k > 0) {
            out.append(digits, 0, k).append('.').append(digits, k, n - k);
        } else {
            out.append('0').append('.');
            for (int i = k; i < 0; i++) {
                out.append('0');
            }
            out.append(digits, 0, n);
        }
    }
}
