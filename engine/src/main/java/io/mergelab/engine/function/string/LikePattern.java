package io.mergelab.engine.function.string;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.regex.Pattern;

/**
 * A LIKE pattern compiled once: {@code %} any sequence, {@code _} one character, backslash escapes the
 * next character. Exact, prefix ('abc%'), suffix ('%abc') and infix ('%abc%') patterns match on bytes;
 * the rest (and ILIKE) go through a regular expression, which backtracks: a pattern such as {@code '%a%a%a%a%b'}
 * can take long over a long value, so it reads the value through a {@link ByteText}, which checks the query's time
 * limit and cancellation as it goes.
 */
final class LikePattern {
    private enum Shape { EXACT, PREFIX, SUFFIX, INFIX, ANY, REGEX }

    private final Shape shape;
    private final byte[] literal;
    private final Pattern regex;

    private LikePattern(Shape shape, byte[] literal, Pattern regex) {
        this.shape = shape;
        this.literal = literal;
        this.regex = regex;
    }

    static LikePattern compile(String pattern, boolean caseInsensitive) {
        StringBuilder literal = new StringBuilder();
        StringBuilder re = new StringBuilder();
        boolean leadingPercent = false;
        boolean trailingPercent = false;
        boolean innerWildcard = false;
        int i = 0;
        int n = pattern.length();
        while (i < n) {
            char c = pattern.charAt(i);
            if (c == '\\' && i + 1 < n) {
                char next = pattern.charAt(++i);
                literal.append(next);
                re.append(Pattern.quote(String.valueOf(next)));
                if (trailingPercent) {
                    innerWildcard = true;
                }
            } else if (c == '%') {
                re.append(".*");
                if (literal.length() == 0 && !innerWildcard && !trailingPercent) {
                    leadingPercent = true;
                } else {
                    trailingPercent = true;
                }
            } else if (c == '_') {
                re.append('.');
                innerWildcard = true;
            } else {
                literal.append(c);
                re.append(Pattern.quote(String.valueOf(c)));
                if (trailingPercent) {
                    innerWildcard = true;
                }
            }
            i++;
        }
        if (caseInsensitive || innerWildcard) {
            int flags = Pattern.DOTALL | (caseInsensitive ? Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE : 0);
            return new LikePattern(Shape.REGEX, null, Pattern.compile(re.toString(), flags));
        }
        byte[] bytes = literal.toString().getBytes(StandardCharsets.UTF_8);
        Shape shape;
        if (leadingPercent && trailingPercent) {
            shape = bytes.length == 0 ? Shape.ANY : Shape.INFIX;
        } else if (leadingPercent) {
            shape = bytes.length == 0 ? Shape.ANY : Shape.SUFFIX;
        } else if (trailingPercent) {
            shape = Shape.PREFIX;
        } else {
            shape = Shape.EXACT;
        }
        return new LikePattern(shape, bytes, null);
    }

    /**
     * Writes the rows of {@code data}/{@code offsets} that match, ascending, into {@code out}; returns how many. An
     * infix pattern searches the whole block's bytes at once, as ClickHouse's {@code MatchImpl} does, then maps each
     * match to the row holding it through the offsets; a match across two rows' boundary is no match.
     */
    int matchingRows(byte[] data, int[] offsets, int rows, int[] out) {
        int found = 0;
        if (shape == Shape.INFIX) {
            int n = literal.length;
            int end = offsets[rows];
            int row = 0;
            for (int at = StringColumns.indexOf(data, offsets[0], end, literal); at >= 0;
                 at = StringColumns.indexOf(data, at, end, literal)) {
                while (offsets[row + 1] <= at) {
                    row++;
                }
                if (at + n <= offsets[row + 1]) {
                    out[found++] = row;
                    at = offsets[++row];
                    if (row == rows) {
                        break;
                    }
                } else {
                    at++;
                }
            }
            return found;
        }
        ByteText text = shape == Shape.REGEX ? new ByteText() : null;
        for (int i = 0; i < rows; i++) {
            out[found] = i;
            found += matches(data, offsets[i], offsets[i + 1] - offsets[i], text) ? 1 : 0;
        }
        return found;
    }

    /** {@code text} is the calling thread's view for the regular expression (one per evaluation, not shared). */
    boolean matches(byte[] data, int start, int length, ByteText text) {
        int n = literal == null ? 0 : literal.length;
        return switch (shape) {
            case EXACT -> length == n && Arrays.equals(data, start, start + n, literal, 0, n);
            case PREFIX -> length >= n && Arrays.equals(data, start, start + n, literal, 0, n);
            case SUFFIX -> length >= n && Arrays.equals(data, start + length - n, start + length, literal, 0, n);
            case INFIX -> StringColumns.indexOf(data, start, start + length, literal) >= 0;
            case ANY -> true;
            case REGEX -> regex.matcher(text.of(data, start, length)).matches();
        };
    }
}
