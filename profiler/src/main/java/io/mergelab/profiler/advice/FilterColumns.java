package io.mergelab.profiler.advice;

import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The table columns a run's WHERE and PREWHERE mention: the columns the query log lists as read
 * ({@code columns}, {@code db.table.column}) that appear as words in those clauses of the SQL text.
 */
final class FilterColumns {
    private static final Pattern CLAUSE = Pattern.compile(
            "(?is)\\b(?:PREWHERE|WHERE)\\b(.*?)(?=\\bGROUP\\s+BY\\b|\\bORDER\\s+BY\\b|\\bLIMIT\\b|\\bSETTINGS\\b"
                    + "|\\bHAVING\\b|\\bFORMAT\\b|\\bWHERE\\b|\\bUNION\\b|\\)\\s*(?:AS\\b|USING\\b|$)|$)");
    private static final Pattern QUOTED = Pattern.compile("'([^']*)'");

    private FilterColumns() {
    }

    static List<String> of(Run run) {
        List<String> read = readColumns(run);
        StringBuilder clauses = new StringBuilder();
        Matcher m = CLAUSE.matcher(run.sql());
        while (m.find()) {
            clauses.append(' ').append(m.group(1));
        }
        String text = clauses.toString().toLowerCase(Locale.ROOT);
        Set<String> found = new LinkedHashSet<>();
        for (String column : read) {
            if (Pattern.compile("\\b" + Pattern.quote(column.toLowerCase(Locale.ROOT)) + "\\b").matcher(text).find()) {
                found.add(column);
            }
        }
        return List.copyOf(found);
    }

    private static List<String> readColumns(Run run) {
        String listed = run.queryLog().map(q -> q.columns().getOrDefault("columns", "")).orElse("");
        List<String> names = new ArrayList<>();
        Matcher m = QUOTED.matcher(listed);
        while (m.find()) {
            String full = m.group(1);
            names.add(full.substring(full.lastIndexOf('.') + 1));
        }
        return names;
    }
}
