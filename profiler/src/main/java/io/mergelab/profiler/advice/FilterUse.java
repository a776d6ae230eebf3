package io.mergelab.profiler.advice;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * How a run's SQL tests one column, judged from its text: a substring search (a {@code LIKE} pattern that starts with
 * {@code %}, {@code position}, {@code match}, {@code hasToken}...) that no primary key can serve, a comparison with a
 * date or time, or anything else. The fix a rule proposes depends on it: {@code toDate(column)} in a key is right for
 * a time column and nonsense for a string searched for a substring.
 */
enum FilterUse {
    SUBSTRING, TIME, OTHER;

    private static final String SEARCH_FUNCTIONS = "position|positioncaseinsensitive|positionutf8|locate|match"
            + "|multisearchany|multimatchany|hastoken|hastokencaseinsensitive|countsubstrings";
    private static final String TIME_VALUE = "(?:today|yesterday|now|now64|todate|todatetime|todatetime64"
            + "|subtractdays|subtracthours|adddays)\\s*\\(|'\\d{4}-\\d{2}-\\d{2}";

    static FilterUse of(String sql, String column) {
        String text = sql.toLowerCase(Locale.ROOT);
        String col = "\\b" + Pattern.quote(column.toLowerCase(Locale.ROOT)) + "\\b";
        if (find(text, col + "\\s+(?:not\\s+)?i?like\\s+'%")
                || find(text, "\\b(?:not)?i?like\\s*\\(\\s*" + col + "\\s*,\\s*'%")
                || find(text, "\\b(?:" + SEARCH_FUNCTIONS + ")\\s*\\(\\s*" + col)) {
            return SUBSTRING;
        }
        String op = "\\s*(?:[<>]=?|!=|<>|==?|\\s+between\\s+)\\s*";
        if (find(text, col + op + "(?:" + TIME_VALUE + ")")
                || find(text, "(?:(?:today|yesterday|now)\\(\\)|'\\d{4}-\\d{2}-\\d{2}[^']*')" + op + col)
                || find(text, "\\b(?:todate|tostartof\\w*|toyyyymm\\w*)\\s*\\(\\s*" + col)) {
            return TIME;
        }
        return OTHER;
    }

    private static boolean find(String text, String regex) {
        return Pattern.compile(regex).matcher(text).find();
    }
}
