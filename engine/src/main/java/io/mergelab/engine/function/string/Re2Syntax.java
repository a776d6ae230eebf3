package io.mergelab.engine.function.string;

/**
 * What RE2 (ClickHouse's regular expression library) rejects but {@code java.util.regex} accepts: back-references
 * ({@code \1}, {@code \k<name>}), look-around ({@code (?=}, {@code (?!}, {@code (?<=}, {@code (?<!}), atomic
 * groups ({@code (?>}) and possessive or doubled repetition ({@code a*+}, {@code a**}). These are the constructs
 * that make backtracking unbounded, and queries written for ClickHouse never use them.
 */
final class Re2Syntax {
    private Re2Syntax() {
    }

    /** RE2's error for the first unsupported construct of {@code pattern}, or null when there is none. */
    static String firstError(String pattern) {
        int n = pattern.length();
        boolean afterRepetition = false;
        for (int i = 0; i < n; i++) {
            char c = pattern.charAt(i);
            boolean repetition = false;
            switch (c) {
                case '\\' -> {
                    if (i + 1 < n) {
                        char d = pattern.charAt(i + 1);
                        if (d >= '1' && d <= '9' || d == 'k') {
                            return "invalid escape sequence: \\" + d;
                        }
                        if (d == 'Q') {
                            int end = pattern.indexOf("\\E", i + 2);
                            i = end < 0 ? n : end + 1;
                            break;
                        }
                    }
                    i++;
                }
                case '[' -> i = endOfClass(pattern, i);
                case '(' -> {
                    if (pattern.startsWith("(?=", i) || pattern.startsWith("(?!", i) || pattern.startsWith("(?<=", i)
                            || pattern.startsWith("(?<!", i) || pattern.startsWith("(?>", i)) {
                        int len = pattern.startsWith("(?<", i) ? 4 : 3;
                        return "invalid perl operator: " + pattern.substring(i, i + len);
                    }
                }
                case '*', '+', '?' -> {
                    if (afterRepetition && c != '?') {
                        return "bad repetition operator: " + pattern.charAt(i - 1) + c;
                    }
                    // a lazy marker (*?) ends the repetition; anything after it is a new one
                    repetition = !(c == '?' && afterRepetition);
                }
                case '}' -> repetition = true;
                default -> {
                }
            }
            afterRepetition = repetition;
        }
        return null;
    }

    /** The index of the {@code ]} closing the character class opened at {@code open}. */
    private static int endOfClass(String pattern, int open) {
        int i = open + 1;
        if (i < pattern.length() && pattern.charAt(i) == '^') {
            i++;
        }
        if (i < pattern.length() && pattern.charAt(i) == ']') {
            i++;
        }
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            if (c == '\\') {
                i += 2;
            } else if (pattern.startsWith("[:", i)) {
                int end = pattern.indexOf(":]", i + 2);
                i = end < 0 ? i + 1 : end + 2;
            } else if (c == ']') {
                return i;
            } else {
                i++;
            }
        }
        return pattern.length();
    }
}
