package io.mergelab.engine.error;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** "Maybe you meant" hints: the known names closest to a misspelt one by edit distance. */
public final class NameHints {
    private static final int MAX_HINTS = 3;

    private NameHints() {
    }

    public static List<String> closest(String name, Collection<String> candidates) {
        String needle = name.toLowerCase(Locale.ROOT);
        int limit = Math.max(1, needle.length() / 2);
        record Scored(String name, int distance) {
        }
        List<Scored> scored = new ArrayList<>();
        for (String c : candidates) {
            int d = distance(needle, c.toLowerCase(Locale.ROOT));
            if (d <= limit) {
                scored.add(new Scored(c, d));
            }
        }
        scored.sort(Comparator.comparingInt(Scored::distance).thenComparing(Scored::name));
        // Only the closest names: a hint list of near-misses of different quality is noise.
        int best = scored.isEmpty() ? 0 : scored.get(0).distance();
        return scored.stream().filter(s -> s.distance() == best).limit(MAX_HINTS).map(Scored::name).toList();
    }

    /** ClickHouse's suffix: {@code ". Maybe you meant: ['floor']"}, or empty. */
    public static String suffix(String name, Collection<String> candidates) {
        return suffix(closest(name, candidates));
    }

    /** The suffix for ready hints; ClickHouse prints the list as {@code ['a','b']}, without spaces. */
    public static String suffix(List<String> hints) {
        if (hints.isEmpty()) {
            return "";
        }
        return ". Maybe you meant: [" + String.join(",", hints.stream().map(h -> "'" + h + "'").toList()) + "]";
    }

    /** Optimal string alignment distance (Levenshtein with adjacent transpositions). */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
            }
        }
        return d[a.length()][b.length()];
    }
}
