package io.mergelab.engine.function.string;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Regular expressions in ClickHouse's RE2 dialect, run by {@code java.util.regex}: {@code (?P<name>...)} groups are
 * rewritten to Java's {@code (?<name>...)}, and {@code .} matches line breaks as in ClickHouse (disable with
 * {@code (?-s)}). What RE2 rejects and Java would accept (back-references, look-around, possessive repetition) fails
 * with CANNOT_COMPILE_REGEXP, as in ClickHouse (see {@link Re2Syntax}). Java backtracks where RE2 runs in linear
 * time, so matching reads its text through {@link ByteText}, which checks the query's time limit and cancellation.
 */
final class Regex {
    private Regex() {
    }

    static Pattern compile(String function, String pattern) {
        String unsupported = Re2Syntax.firstError(pattern);
        if (unsupported != null) {
            throw cannotCompile(function, pattern, unsupported);
        }
        try {
            // RE2 folds case by Unicode rules under (?i); Java needs UNICODE_CASE for that.
            return Pattern.compile(pattern.replace("(?P<", "(?<"), Pattern.DOTALL | Pattern.UNICODE_CASE);
        } catch (PatternSyntaxException e) {
            throw cannotCompile(function, pattern, e.getDescription());
        }
    }

    private static MergeLabException cannotCompile(String function, String pattern, String error) {
        return new MergeLabException(ErrorCode.CANNOT_COMPILE_REGEXP, "OptimizedRegularExpression: cannot compile re2: "
                + pattern + ", error: " + error + ". Look at https://github.com/google/re2/wiki/Syntax for reference"
                + " (in function " + function + ")");
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
