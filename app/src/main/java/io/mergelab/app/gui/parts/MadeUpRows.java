package io.mergelab.app.gui.parts;

import java.util.ArrayList;
import java.util.List;

/**
 * Rows of the Parts screen's tables that look like a real table's (the lengths of their texts, a wrapped reason), for
 * the warm-ups: never shown.
 */
final class MadeUpRows {
    /** About a screenful of rows. */
    static final int COUNT = 24;

    private MadeUpRows() {
    }

    static List<PartTableRow> parts() {
        List<PartTableRow> rows = new ArrayList<>();
        for (int i = 0; i < COUNT; i++) {
            rows.add(new PartTableRow("2026" + (10 + i % 3), "2026" + (10 + i % 3) + "_" + i + "_" + (i + 3) + "_1",
                    i % 3, 1_000_000L + i, (60 + i) + ".4 MiB", 123 + i, (i + 1) * 24 + " B", i + 5 + " s", ""));
        }
        return rows;
    }

    static List<PartitionRow> partitions() {
        List<PartitionRow> rows = new ArrayList<>();
        for (int i = 0; i < COUNT; i++) {
            rows.add(new PartitionRow("2026" + (10 + i), 3 + i, (3 + i) + ".00 million", (180 + i) + ".2 MiB", "0–" + i % 3,
                    i + 12 + " s", i + 2 + " s", "below merge ratio", "No range passes the size-ratio rule yet: a range"
                    + " merges when its total is at least 2 to 5 times its largest part, each part counted 5 MiB bigger,"
                    + " so a few small parts wait. min_age_to_force_merge_seconds is 0 (off), so age alone never forces"
                    + " the merge."));
        }
        return rows;
    }

    static List<DetachedRow> detached() {
        List<DetachedRow> rows = new ArrayList<>();
        for (int i = 0; i < COUNT; i++) {
            rows.add(new DetachedRow("broken_202610_" + i + "_" + i + "_0", "202610", "(detached by the user)",
                    (10 + i) + ".0 MiB", i + 40 + " s"));
        }
        return rows;
    }
}
