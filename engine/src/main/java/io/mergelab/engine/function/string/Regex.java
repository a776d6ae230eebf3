package io.mergelab.engine.function.string;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;

/**
 * Regular expressions in ClickHouse's RE2 dialect, run by RE2/J: matching takes time linear in the text whatever
 * the pattern, and what RE2 rejects (look-around, back-references) is rejected here too. {@code .} matches line
 * breaks as in ClickHouse (disable with {@code (?-s)}).
 */
final class Regex {
    private Regex() {
    }

    static Pattern compile(String function, String pattern) {
        try {
            return Pattern.compile(pattern, Pattern.DOTALL);
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
