package io.mergelab.profiler.capture;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the text form ClickHouse's TabSeparated output gives arrays and maps (before TSV escaping), as system tables
 * print them: {@code ['default.t','db.u']}, {@code [1,2]}, {@code {'SelectedMarks':780,'Query':1}},
 * {@code {'log_comment':'a,b'}}. Strings are single-quoted with {@link TabSeparated}'s backslash escapes; numbers and other bare elements
 * are taken as written. Spaces after separators, which some versions print, are allowed.
 */
public final class CompositeText {
    private final String text;
    private int pos;

    private CompositeText(String text) {
        this.text = text;
    }

    /** The elements of an array, each as text (a string element without its quotes and escapes). */
    public static List<String> array(String text) {
        CompositeText reader = new CompositeText(text.strip());
        List<String> elements = new ArrayList<>();
        reader.expect('[');
        if (!reader.accept(']')) {
            do {
                elements.add(reader.element());
            } while (reader.accept(','));
            reader.expect(']');
        }
        reader.expectEnd();
        return elements;
    }

    /** The entries of a map in their printed order, keys and values as text. */
    public static Map<String, String> map(String text) {
        CompositeText reader = new CompositeText(text.strip());
        Map<String, String> entries = new LinkedHashMap<>();
        reader.expect('{');
        if (!reader.accept('}')) {
            do {
                String key = reader.element();
                reader.expect(':');
                entries.put(key, reader.element());
            } while (reader.accept(','));
            reader.expect('}');
        }
        reader.expectEnd();
        return entries;
    }

    private String element() {
        skipSpaces();
        if (pos < text.length() && text.charAt(pos) == '\'') {
            return quoted();
        }
        int start = pos;
        int depth = 0;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '[' || c == '(' || c == '{') {
                depth++;
            } else if (c == ']' || c == ')' || c == '}') {
                if (depth == 0) {
                    break;
                }
                depth--;
            } else if (c == '\'') {
                quoted();
                continue;
            } else if ((c == ',' || c == ':') && depth == 0) {
                break;
            }
            pos++;
        }
        return text.substring(start, pos).strip();
    }

    private String quoted() {
        StringBuilder out = new StringBuilder();
        pos++;
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == '\'') {
                return out.toString();
            }
            if (c == '\\' && pos < text.length()) {
                out.append(TabSeparated.unescaped(text.charAt(pos++)));
            } else {
                out.append(c);
            }
        }
        throw bad("unterminated string");
    }

    private boolean accept(char c) {
        skipSpaces();
        if (pos < text.length() && text.charAt(pos) == c) {
            pos++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!accept(c)) {
            throw bad("expected '" + c + "'");
        }
    }

    private void expectEnd() {
        skipSpaces();
        if (pos != text.length()) {
            throw bad("unexpected text after the end");
        }
    }

    private void skipSpaces() {
        while (pos < text.length() && text.charAt(pos) == ' ') {
            pos++;
        }
    }

    private IllegalArgumentException bad(String problem) {
        return new IllegalArgumentException("Cannot read '" + text + "' at position " + pos + ": " + problem);
    }
}
