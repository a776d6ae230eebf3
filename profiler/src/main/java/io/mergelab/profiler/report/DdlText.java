package io.mergelab.profiler.report;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A {@code CREATE TABLE} laid out one clause and one column per line, and the line diff of two of them, so a layout
 * comparison shows what differs between its tables (the sorting key, an index, a setting) rather than two long lines.
 */
final class DdlText {
    private static final Pattern CLAUSE = Pattern.compile(
            " (ENGINE|PARTITION BY|PRIMARY KEY|ORDER BY|SAMPLE BY|TTL|SETTINGS|COMMENT) ");

    /** One line of a diff: {@code ' '} in both, {@code '-'} only in the first, {@code '+'} only in the second. */
    record Line(char mark, String text) {
    }

    private DdlText() {
    }

    /** The statement with a line per column or index (the top level of its parentheses) and per clause. */
    static List<String> lines(String ddl) {
        StringBuilder out = new StringBuilder();
        int depth = 0;
        boolean columns = false;
        boolean columnsDone = false;
        char quote = 0;
        for (int i = 0; i < ddl.length(); i++) {
            char c = ddl.charAt(i);
            if (quote != 0) {
                if (c == quote && ddl.charAt(i - 1) != '\\') {
                    quote = 0;
                }
            } else if (c == '\'' || c == '`' || c == '"') {
                quote = c;
            } else if (c == '(' && ++depth == 1 && !columnsDone) {
                columns = true;
                out.append("(\n    ");
                continue;
            } else if (c == ')' && depth-- == 1 && columns) {
                columns = false;
                columnsDone = true;
                out.append("\n)");
                continue;
            } else if (c == ',' && depth == 1 && columns) {
                out.append(",\n    ");
                while (i + 1 < ddl.length() && ddl.charAt(i + 1) == ' ') {
                    i++;
                }
                continue;
            }
            out.append(c);
        }
        String laidOut = CLAUSE.matcher(out).replaceAll("\n$1 ");
        return List.of(laidOut.split("\n"));
    }

    /**
     * The lines of {@code b} against those of {@code a}, by their longest common subsequence; where both differ, the
     * removed lines come before the added ones, as {@code diff -u} shows them.
     */
    static List<Line> diff(List<String> a, List<String> b) {
        int[][] common = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                common[i][j] = a.get(i).equals(b.get(j)) ? common[i + 1][j + 1] + 1
                        : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        List<Line> lines = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < a.size() || j < b.size()) {
            if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
                lines.add(new Line(' ', a.get(i++)));
                j++;
            } else if (i < a.size() && (j == b.size() || common[i + 1][j] >= common[i][j + 1])) {
                lines.add(new Line('-', a.get(i++)));
            } else {
                lines.add(new Line('+', b.get(j++)));
            }
        }
        return lines;
    }
}
