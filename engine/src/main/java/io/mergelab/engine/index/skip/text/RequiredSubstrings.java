package io.mergelab.engine.index.skip.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The literal substrings every match of a regular expression contains, read conservatively in the spirit of
 * ClickHouse's analysis for {@code match}: per top-level alternative, the runs of plain characters outside groups and
 * classes, a character followed by {@code ?}, {@code *} or {@code {} dropped (it may be absent). Anything not
 * understood ends a run; constructs that change what a literal means (inline flags such as {@code (?i)}, escapes like
 * {@code \x41} or {@code \Q}) make the whole pattern unusable. Empty when some alternative requires nothing.
 */
final class RequiredSubstrings {
    private static final String CLASS_ESCAPES = "dDwWsSbBAzZGhHvVRX";

    private RequiredSubstrings() {
    }

    /** For each alternative of {@code regex}, the substrings every match of it contains (all non-empty). */
    static Optional<List<List<String>>> of(String regex) {
        if (regex.contains("(?")) {
            return Optional.empty();
        }
        List<List<String>> alternatives = new ArrayList<>();
        List<String> runs = new ArrayList<>();
        StringBuilder run = new StringBuilder();
        int i = 0;
        int n = regex.length();
        while (i < n) {
            char c = regex.charAt(i);
            switch (c) {
                case '|' -> {
                    end(run, runs);
                    if (runs.isEmpty()) {
                        return Optional.empty();
                    }
                    alternatives.add(runs);
                    runs = new ArrayList<>();
                    i++;
                }
                case '\\' -> {
                    if (i + 1 >= n) {
                        return Optional.empty();
                    }
                    char next = regex.charAt(i + 1);
                    if (Character.isLetterOrDigit(next)) {
                        if (CLASS_ESCAPES.indexOf(next) < 0) {
                            return Optional.empty();
                        }
                        end(run, runs);
                    } else {
                        run.append(next);
                    }
                    i += 2;
                }
                case '(', '[' -> {
                    end(run, runs);
                    i = skipBracketed(regex, i);
                    if (i < 0) {
                        return Optional.empty();
                    }
                }
                case '?', '*', '{' -> {
                    // The previous character (or group) may be absent or repeated: it is not required.
                    if (run.length() > 0) {
                        run.setLength(run.length() - (Character.isLowSurrogate(run.charAt(run.length() - 1)) ? 2 : 1));
                    }
                    end(run, runs);
                    i = c == '{' ? skipPast(regex, i, '}') : i + 1;
                    if (i < 0) {
                        return Optional.empty();
                    }
                }
                case '+', '.', '^', '$', ')' -> {
                    end(run, runs);
                    i++;
                }
                default -> {
                    run.append(c);
                    i++;
                }
            }
        }
        end(run, runs);
        if (runs.isEmpty()) {
            return Optional.empty();
        }
        alternatives.add(runs);
        return Optional.of(alternatives);
    }

    private static void end(StringBuilder run, List<String> runs) {
        if (run.length() > 0) {
            runs.add(run.toString());
            run.setLength(0);
        }
    }

    /**
     * The index after the group {@code (} or character class {@code [} opening at {@code start}, nested ones included,
     * or -1 if it never closes. Inside a group a class is skipped whole (its parentheses are literal); inside a class a
     * {@code ]} right after {@code [} or {@code [^} is a literal member.
     */
    private static int skipBracketed(String regex, int start) {
        char open = regex.charAt(start);
        char close = open == '(' ? ')' : ']';
        int depth = 0;
        int i = start;
        while (i < regex.length()) {
            char c = regex.charAt(i);
            if (c == '\\') {
                i += 2;
                continue;
            }
            if (c == '[' && open == '(') {
                i = skipBracketed(regex, i);
                if (i < 0) {
                    return -1;
                }
                continue;
            }
            if (c == open) {
                depth++;
                if (open == '[') {
                    if (i + 1 < regex.length() && regex.charAt(i + 1) == '^') {
                        i++;
                    }
                    if (i + 1 < regex.length() && regex.charAt(i + 1) == ']') {
                        i++;
                    }
                }
            } else if (c == close && --depth == 0) {
                return i + 1;
            }
            i++;
        }
        return -1;
    }

    private static int skipPast(String regex, int start, char close) {
        int end = regex.indexOf(close, start);
        return end < 0 ? -1 : end + 1;
    }
}
