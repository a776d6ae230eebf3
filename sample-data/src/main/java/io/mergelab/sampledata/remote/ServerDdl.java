package io.mergelab.sampledata.remote;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rewrites the embedded engine's CREATE TABLE text into what every ClickHouse server accepts: the empty sorting key
 * {@code ()} as {@code tuple()} (servers before 20.x know only the latter), and, for servers without skip indexes,
 * the table without its {@code INDEX} clauses.
 */
public final class ServerDdl {
    private static final Pattern EMPTY_KEY = Pattern.compile("(?i)\\b(ORDER BY|PRIMARY KEY)\\s*\\(\\s*\\)");
    /** {@code , INDEX name expr TYPE kind[(args)] GRANULARITY n}, as our layouts write it. */
    private static final Pattern INDEX = Pattern.compile(
            "(?i),?\\s*\\bINDEX\\s+(\\w+)\\s+.+?\\s+TYPE\\s+\\w+(?:\\([^)]*\\))?\\s+GRANULARITY\\s+\\d+");

    private ServerDdl() {
    }

    /** {@code create} with an empty sorting or primary key written {@code tuple()}. */
    public static String portable(String create) {
        return EMPTY_KEY.matcher(create).replaceAll("$1 tuple()");
    }

    /** The names of the skip indexes {@code create} declares, in order. */
    public static List<String> indexNames(String create) {
        List<String> names = new ArrayList<>();
        Matcher m = INDEX.matcher(create);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    /** {@code create} without its skip indexes (a column list that began with one starts at the next element). */
    public static String withoutIndexes(String create) {
        return INDEX.matcher(create).replaceAll("").replace("(, ", "(");
    }
}
