package io.mergelab.profiler.experiment;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A layout the layout lab builds, as its command line describes it after {@code NAME:}: the clauses of a table
 * definition in any order — {@code ORDER BY} (required), {@code PARTITION BY}, {@code PRIMARY KEY},
 * {@code SETTINGS k = v, ...}, {@code ENGINE = E(...)} (the source table's engine when absent), any number of
 * {@code INDEX name expr TYPE t GRANULARITY g} skip indexes and any number of {@code CODEC column codec} column
 * codecs ({@code CODEC s ZSTD(3)}: column {@code s} compressed with {@code CODEC(ZSTD(3))}; the other columns keep
 * the table's). Empty strings mean "not given".
 */
public record LayoutSpec(String name, String engine, String partitionBy, String primaryKey, String orderBy,
                         String settings, List<String> indexes, Map<String, String> codecs) {
    private static final List<String> KEYWORDS = List.of("ENGINE", "PARTITION BY", "PRIMARY KEY", "ORDER BY",
            "SETTINGS", "INDEX", "CODEC");

    public LayoutSpec {
        Objects.requireNonNull(name, "name");
        indexes = List.copyOf(indexes);
        codecs = Collections.unmodifiableMap(new LinkedHashMap<>(codecs));
    }

    /** A layout that keeps every column's codec. */
    public LayoutSpec(String name, String engine, String partitionBy, String primaryKey, String orderBy,
                      String settings, List<String> indexes) {
        this(name, engine, partitionBy, primaryKey, orderBy, settings, indexes, Map.of());
    }

    /** Reads {@code text}; a layout without ORDER BY, with a clause twice or with text before the first clause fails. */
    public static LayoutSpec parse(String name, String text) {
        if (!name.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            throw bad(name, "a layout name is letters, digits and underscores, not starting with a digit");
        }
        String engine = "";
        String partitionBy = "";
        String primaryKey = "";
        String orderBy = "";
        String settings = "";
        List<String> indexes = new ArrayList<>();
        Map<String, String> codecs = new LinkedHashMap<>();
        List<int[]> starts = clauseStarts(text);
        if (starts.isEmpty() || !text.substring(0, starts.get(0)[0]).isBlank()) {
            throw bad(name, "expected clauses ORDER BY ..., PARTITION BY ..., PRIMARY KEY ..., SETTINGS ..., INDEX ..."
                    + ", CODEC ... or ENGINE = ..., got '" + text.strip() + "'");
        }
        for (int i = 0; i < starts.size(); i++) {
            int[] start = starts.get(i);
            String keyword = KEYWORDS.get(start[1]);
            int end = i + 1 < starts.size() ? starts.get(i + 1)[0] : text.length();
            String body = text.substring(start[0] + keyword.length(), end).strip();
            if (keyword.equals("ENGINE")) {
                body = body.startsWith("=") ? body.substring(1).strip() : body;
            }
            if (body.isEmpty()) {
                throw bad(name, keyword + " needs an expression after it");
            }
            switch (keyword) {
                case "ENGINE" -> engine = once(name, keyword, engine, body);
                case "PARTITION BY" -> partitionBy = once(name, keyword, partitionBy, body);
                case "PRIMARY KEY" -> primaryKey = once(name, keyword, primaryKey, body);
                case "ORDER BY" -> orderBy = once(name, keyword, orderBy, body);
                case "SETTINGS" -> settings = once(name, keyword, settings, body);
                case "CODEC" -> codec(name, body, codecs);
                default -> indexes.add(body);
            }
        }
        if (orderBy.isEmpty()) {
            throw bad(name, "ORDER BY is required (ORDER BY tuple() for none)");
        }
        return new LayoutSpec(name, engine, partitionBy, primaryKey, orderBy, settings, indexes, codecs);
    }

    /** {@code column codec}: the column's name (back-quoted if need be), then its codec as inside {@code CODEC(...)}. */
    private static void codec(String name, String body, Map<String, String> codecs) {
        int space = body.startsWith("`") ? body.indexOf('`', 1) + 1 : body.indexOf(' ');
        String column = space <= 0 ? body : body.substring(0, space);
        String codec = space <= 0 ? "" : body.substring(space).strip();
        if (codec.isEmpty()) {
            throw bad(name, "CODEC needs a column and its codec, as in CODEC s ZSTD(3), got 'CODEC " + body + "'");
        }
        String unquoted = column.startsWith("`") ? column.substring(1, column.length() - 1) : column;
        if (codecs.put(unquoted, codec) != null) {
            throw bad(name, "CODEC is given twice for column " + unquoted);
        }
    }

    /** {@code CREATE TABLE table (columns..., INDEX ...) ENGINE = ... [PARTITION BY] [PRIMARY KEY] ORDER BY [SETTINGS]}. */
    String createStatement(String table, List<String> columnDefinitions, String sourceEngine) {
        List<String> elements = new ArrayList<>(columnDefinitions);
        indexes.forEach(index -> elements.add("INDEX " + index));
        StringBuilder b = new StringBuilder("CREATE TABLE ").append(table).append(" (")
                .append(String.join(", ", elements)).append(") ENGINE = ")
                .append(engine.isEmpty() ? sourceEngine : engine);
        if (!partitionBy.isEmpty()) {
            b.append(" PARTITION BY ").append(partitionBy);
        }
        if (!primaryKey.isEmpty()) {
            b.append(" PRIMARY KEY ").append(primaryKey);
        }
        b.append(" ORDER BY ").append(orderBy);
        if (!settings.isEmpty()) {
            b.append(" SETTINGS ").append(settings);
        }
        return b.toString();
    }

    /** Where each clause keyword starts (outside quotes and brackets, as a whole word): {offset, keyword index}. */
    private static List<int[]> clauseStarts(String text) {
        List<int[]> starts = new ArrayList<>();
        String upper = text.toUpperCase(Locale.ROOT);
        int depth = 0;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == '\\') {
                    i++;
                } else if (c == quote) {
                    quote = 0;
                }
                continue;
            }
            if (c == '\'' || c == '"' || c == '`') {
                quote = c;
            } else if (c == '(' || c == '[') {
                depth++;
            } else if (c == ')' || c == ']') {
                depth--;
            } else if (depth == 0 && (i == 0 || !isWordChar(text.charAt(i - 1)))) {
                for (int k = 0; k < KEYWORDS.size(); k++) {
                    String keyword = KEYWORDS.get(k);
                    int end = i + keyword.length();
                    if (upper.startsWith(keyword, i) && (end == text.length() || !isWordChar(text.charAt(end)))) {
                        starts.add(new int[] {i, k});
                        i = end - 1;
                        break;
                    }
                }
            }
        }
        return starts;
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    private static String once(String name, String keyword, String current, String body) {
        if (!current.isEmpty()) {
            throw bad(name, keyword + " is given twice");
        }
        return body;
    }

    private static ExperimentException bad(String name, String problem) {
        return new ExperimentException(ExperimentException.Reason.BAD_LAYOUT, "Layout " + name + ": " + problem);
    }
}
