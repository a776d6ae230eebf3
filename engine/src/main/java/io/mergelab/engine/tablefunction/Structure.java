package io.mergelab.engine.tablefunction;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** A structure argument such as {@code 'a UInt64, s Nullable(String)'}: column names and types. */
final class Structure {
    private Structure() {
    }

    /** The structure; an unknown type fails with its own error (UNKNOWN_TYPE), as in ClickHouse. */
    static Header parse(String function, String text) {
        return parse(text, true).orElseThrow(() -> new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                "Table function " + function + ": cannot parse structure '" + text
                        + "', expected a list of 'name Type' separated by commas"));
    }

    /** The structure, or empty when the text is not a column list. */
    static Optional<Header> tryParse(String text) {
        return parse(text, false);
    }

    private static Optional<Header> parse(String text, boolean typeErrors) {
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String part : splitTopLevel(text)) {
            String column = part.strip();
            int cut = nameEnd(column);
            if (cut <= 0 || cut >= column.length()) {
                return Optional.empty();
            }
            String name = unquote(column.substring(0, cut));
            String type = column.substring(cut).strip();
            DataType parsed;
            try {
                parsed = DataType.parse(type);
            } catch (MergeLabException e) {
                if (typeErrors) {
                    throw e;
                }
                return Optional.empty();
            }
            if (!seen.add(name)) {
                throw new MergeLabException(ErrorCode.DUPLICATE_COLUMN, "Column " + name + " is given twice in structure '"
                        + text + "'");
            }
            names.add(name);
            types.add(parsed);
        }
        return names.isEmpty() ? Optional.empty() : Optional.of(new Header(names, types));
    }

    private static List<String> splitTopLevel(String text) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int from = 0;
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\'' || c == '`') {
                quoted = !quoted;
            } else if (!quoted && c == '(') {
                depth++;
            } else if (!quoted && c == ')') {
                depth--;
            } else if (!quoted && depth == 0 && c == ',') {
                parts.add(text.substring(from, i));
                from = i + 1;
            }
        }
        parts.add(text.substring(from));
        return parts;
    }

    /** End of the column name: a backquoted name, or the first whitespace. */
    private static int nameEnd(String column) {
        if (column.startsWith("`")) {
            int close = column.indexOf('`', 1);
            return close < 0 ? -1 : close + 1;
        }
        for (int i = 0; i < column.length(); i++) {
            if (Character.isWhitespace(column.charAt(i))) {
                return i;
            }
        }
        return column.length();
    }

    private static String unquote(String name) {
        return name.startsWith("`") ? name.substring(1, name.length() - 1) : name;
    }
}
