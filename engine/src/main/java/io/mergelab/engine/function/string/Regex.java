package io.mergelab.engine.function.string;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Regular expressions in ClickHouse's RE2 dialect, run by {@code java.util.regex}: {@code (?P<name>...)} groups are
 * rewritten to Java's {@code (?<name>...)}, and {@code .} matches line breaks as in ClickHouse (disable with
 * {@code (?-s)}). Java accepts a superset of RE2 (look-around, back-references), which is not rejected.
 */
final class Regex {
    private Regex() {
    }

    static Pattern compile(String function, String pattern) {
        try {
            // RE2 folds case by Unicode rules under (?i); Java needs UNICODE_CASE for that.
            return Pattern.compile(pattern.replace("(?P<", "(?<"), Pattern.DOTALL | Pattern.UNICODE_CASE);
        } catch (PatternSyntaxException e) {
            throw new MergeLabException(ErrorCode.CANNOT_COMPILE_REGEXP, "OptimizedRegularExpression: cannot compile re2: "
                    + pattern + ", error: " + e.getDescription() + " (in function " + function + ")");
        }
    }

    /** Compiles row patterns of a non-constant argument, reusing the last one while it repeats. */
    static final class Cache {
        private final String function;
        private String last;
        private Pattern compiled;

        Cache(String function) {
            this.function = function;
        }

        Pattern get(String pattern) {
            if (!pattern.equals(last)) {
                compiled = compile(function, pattern);
                last = pattern;
            }
            return compiled;
        }
    }
}
