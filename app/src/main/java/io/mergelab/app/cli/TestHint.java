package io.mergelab.app.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The hint in a statement's trailing comment that test mode reads, as clickhouse-client's test mode does:
 * {@code -- { serverError 60 }}, {@code -- { serverError UNKNOWN_TABLE, UNKNOWN_DATABASE }} or
 * {@code -- { clientError SYNTAX_ERROR }}. The embedded engine parses on the server side, so both kinds
 * accept any error with a listed code. {@code echo}, {@code echoOn} and {@code echoOff} switch echoing.
 */
record TestHint(String kind, List<String> expectedCodes, Optional<Boolean> echo) {
    static final TestHint NONE = new TestHint("", List.of(), Optional.empty());

    TestHint {
        expectedCodes = List.copyOf(expectedCodes);
    }

    static TestHint parse(String comment) {
        if (comment == null) {
            return NONE;
        }
        int open = comment.indexOf('{');
        int close = open < 0 ? -1 : comment.indexOf('}', open);
        if (close < 0) {
            return NONE;
        }
        String[] words = comment.substring(open + 1, close).trim().split("[\\s,]+");
        String kind = "";
        List<String> codes = new ArrayList<>();
        Optional<Boolean> echo = Optional.empty();
        for (int i = 0; i < words.length; i++) {
            switch (words[i]) {
                case "echo", "echoOn" -> echo = Optional.of(true);
                case "echoOff" -> echo = Optional.of(false);
                case "serverError", "clientError" -> {
                    kind = words[i];
                    codes.addAll(List.of(words).subList(i + 1, words.length));
                    i = words.length;
                }
                default -> {
                    // other hints of clickhouse-client (retry ...) do not apply to an embedded engine
                }
            }
        }
        return new TestHint(kind, codes, echo);
    }

    boolean expectsError() {
        return !expectedCodes.isEmpty();
    }

    /** Whether an error with this code and name ({@code 60}, {@code UNKNOWN_TABLE}) is one the hint expects. */
    boolean matches(int code, String name) {
        for (String expected : expectedCodes) {
            if (expected.chars().allMatch(Character::isDigit)
                    ? Integer.parseInt(expected) == code
                    : expected.equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** The expected codes as written, e.g. {@code 60} or {@code UNKNOWN_TABLE, UNKNOWN_DATABASE}. */
    String expectedText() {
        return String.join(", ", expectedCodes);
    }
}
