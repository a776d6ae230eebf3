package io.mergelab.profiler.report;

import java.util.List;
import java.util.Set;

/**
 * A table of plain texts as the comparison parts of every format draw it: a header, rows, and which columns hold
 * numbers (right-aligned). The renderers escape the texts for their format.
 */
record TextTable(List<String> header, List<List<String>> rows, Set<Integer> numeric) {
    TextTable {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        numeric = Set.copyOf(numeric);
    }
}
