package io.mergelab.engine.function.string;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;

/**
 * A replacement string of replaceRegexpOne/All, parsed once: literal text and {@code \0}..{@code \9} substitutions
 * (the whole match, capturing groups 1..9); {@code \\} is a literal backslash.
 */
final class Replacement {
    private final byte[][] literals;
    private final int[] groups;

    private Replacement(byte[][] literals, int[] groups) {
        this.literals = literals;
        this.groups = groups;
    }

    /** Parses {@code text} for a pattern with {@code groupCount} capturing groups. */
    static Replacement parse(String function, String text, int groupCount) {
        List<byte[]> literals = new ArrayList<>();
        List<Integer> groups = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char next = text.charAt(++i);
                if (next >= '0' && next <= '9') {
                    int group = next - '0';
                    if (group > groupCount) {
                        throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Id " + group + " in replacement string is "
                                + "an invalid substitution, regexp has only " + groupCount + " capturing groups (in function "
                                + function + ")");
                    }
                    literals.add(literal.toString().getBytes(StandardCharsets.UTF_8));
                    literal.setLength(0);
                    groups.add(group);
                } else {
                    literal.append(next);
                }
            } else {
                literal.append(c);
            }
        }
        literals.add(literal.toString().getBytes(StandardCharsets.UTF_8));
        return new Replacement(literals.toArray(byte[][]::new), groups.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Appends the replacement for the current match of {@code m} over {@code text}. */
    void append(StringColumns out, CharSequence text, Matcher m) {
        for (int k = 0; k < groups.length; k++) {
            out.append(literals[k], 0, literals[k].length);
            int from = m.start(groups[k]);
            if (from >= 0) {
                ByteText.append(out, text, from, m.end(groups[k]));
            }
        }
        byte[] tail = literals[groups.length];
        out.append(tail, 0, tail.length);
    }

    /** Replacements of a non-constant argument, reparsed only when the text or the pattern changes. */
    static final class Cache {
        private final String function;
        private String lastText;
        private int lastGroups = -1;
        private Replacement parsed;

        Cache(String function) {
            this.function = function;
        }

        Replacement get(String text, int groupCount) {
            if (!text.equals(lastText) || groupCount != lastGroups) {
                parsed = parse(function, text, groupCount);
                lastText = text;
                lastGroups = groupCount;
            }
            return parsed;
        }
    }
}
