package io.mergelab.profiler.bundle;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * ClickHouse's text forms as a TSV dump holds them: the TabSeparated escapes of a field, and array and map literals
 * inside a field ({@code ['default.t']}, {@code [1,16,17]}, {@code {'SelectedRows':10000,'X':1}}), whose quoted
 * strings have backslash escapes of their own.
 */
final class ClickHouseText {
    private ClickHouseText() {
    }

    /** The value of a TabSeparated field: {@code \t}, {@code \n}, {@code \\}, {@code \'} ... undone; {@code \N} is NULL, read as empty. */
    static String unescapeField(String field) {
        if (field.equals("\\N")) {
            return "";
        }
        return unescape(field, 0, field.length());
    }

    /** The elements of an array literal, each as text (quoted strings unquoted, nested arrays and tuples as written). */
    static List<String> array(String literal) {
        Cursor cursor = new Cursor(literal.strip());
        cursor.expect('[');
        List<String> elements = new ArrayList<>();
        if (cursor.skipIf(']')) {
            cursor.expectEnd();
            return elements;
        }
        do {
            elements.add(cursor.value());
        } while (cursor.skipIf(','));
        cursor.expect(']');
        cursor.expectEnd();
        return elements;
    }

    /** The entries of a map literal, in order, keys and values as text. */
    static Map<String, String> map(String literal) {
        Cursor cursor = new Cursor(literal.strip());
        cursor.expect('{');
        Map<String, String> entries = new LinkedHashMap<>();
        if (cursor.skipIf('}')) {
            cursor.expectEnd();
            return entries;
        }
        do {
            String key = cursor.value();
            cursor.expect(':');
            entries.put(key, cursor.value());
        } while (cursor.skipIf(','));
        cursor.expect('}');
        cursor.expectEnd();
        return entries;
    }

    private static String unescape(String text, int from, int to) {
        StringBuilder out = new StringBuilder(to - from);
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c != '\\' || i + 1 >= to) {
                out.append(c);
                continue;
            }
            char next = text.charAt(++i);
            out.append(switch (next) {
                case 'b' -> '\b';
                case 'f' -> '\f';
                case 'r' -> '\r';
                case 'n' -> '\n';
                case 't' -> '\t';
                case '0' -> '\0';
                default -> next;
            });
        }
        return out.toString();
    }

    /** A position in a literal; problems are {@link IllegalArgumentException}s that the caller places in its file. */
    private static final class Cursor {
        private final String text;
        private int at;

        Cursor(String text) {
            this.text = text;
        }

        /** A quoted string, or the text up to the next {@code ,} {@code :} or closing bracket at this depth. */
        String value() {
            skipSpaces();
            if (at < text.length() && text.charAt(at) == '\'') {
                int start = ++at;
                while (at < text.length() && text.charAt(at) != '\'') {
                    at += text.charAt(at) == '\\' ? 2 : 1;
                }
                if (at >= text.length()) {
                    throw new IllegalArgumentException("unterminated string in " + text);
                }
                return unescape(text, start, at++);
            }
            int start = at;
            int depth = 0;
            while (at < text.length()) {
                char c = text.charAt(at);
                if (c == '[' || c == '(' || c == '{') {
                    depth++;
                } else if (c == ']' || c == ')' || c == '}') {
                    if (depth == 0) {
                        break;
                    }
                    depth--;
                } else if ((c == ',' || c == ':') && depth == 0) {
                    break;
                } else if (c == '\'') {
                    at = closingQuote(at);
                }
                at++;
            }
            return text.substring(start, at).strip();
        }

        private int closingQuote(int open) {
            int i = open + 1;
            while (i < text.length() && text.charAt(i) != '\'') {
                i += text.charAt(i) == '\\' ? 2 : 1;
            }
            return Math.min(i, text.length() - 1);
        }

        boolean skipIf(char c) {
            skipSpaces();
            if (at < text.length() && text.charAt(at) == c) {
                at++;
                return true;
            }
            return false;
        }

        void expect(char c) {
            if (!skipIf(c)) {
                throw new IllegalArgumentException("expected '" + c + "' at position " + at + " of " + text);
            }
        }

        void expectEnd() {
            skipSpaces();
            if (at != text.length()) {
                throw new IllegalArgumentException("unexpected text after position " + at + " of " + text);
            }
        }

        private void skipSpaces() {
            while (at < text.length() && text.charAt(at) == ' ') {
                at++;
            }
        }
    }
}
