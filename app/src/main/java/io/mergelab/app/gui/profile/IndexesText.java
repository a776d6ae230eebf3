package io.mergelab.app.gui.profile;

import java.util.ArrayList;
import java.util.List;

/**
 * The index part of {@code EXPLAIN PLAN indexes = 1} text: each {@code ReadFromMergeTree} line with the
 * {@code Indexes:} block under it, unindented, so the stages can be read without the rest of the plan.
 */
final class IndexesText {
    private IndexesText() {
    }

    static String of(String planText) {
        List<String> out = new ArrayList<>();
        String[] lines = planText.split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (!line.strip().equals("Indexes:")) {
                continue;
            }
            int indent = indent(line);
            if (i > 0) {
                out.add(lines[i - 1].strip());
            }
            out.add("Indexes:");
            while (i + 1 < lines.length && indent(lines[i + 1]) > indent && !lines[i + 1].isBlank()) {
                i++;
                out.add(lines[i].substring(Math.min(indent, lines[i].length())));
            }
            out.add("");
        }
        return out.isEmpty() ? "" : String.join("\n", out).stripTrailing() + "\n";
    }

    private static int indent(String line) {
        int n = 0;
        while (n < line.length() && line.charAt(n) == ' ') {
            n++;
        }
        return n;
    }
}
