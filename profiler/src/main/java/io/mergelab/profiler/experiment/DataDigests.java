package io.mergelab.profiler.experiment;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.run.ContentDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Checks that every layout holds the same rows: each layout's count and sum of {@code cityHash64} over the columns
 * the layouts share (through FINAL where merges collapse rows), which does not depend on the layout's order, parts or
 * partitions. A difference is an {@link ExperimentException} naming each layout's figures: an experiment on different
 * data would measure the data, not the layout.
 */
final class DataDigests {
    private DataDigests() {
    }

    /** The one digest all layouts have, as text ({@code 20,000 rows, digest 8c1f02d94ab37e65}). */
    static String check(QueryTarget target, List<PreparedLayout> layouts) {
        List<ContentDigest> digests = new ArrayList<>();
        for (PreparedLayout layout : layouts) {
            digests.add(of(target, layout));
        }
        if (digests.stream().map(d -> d.rows() + ":" + d.hashSum()).distinct().count() > 1) {
            List<String> each = new ArrayList<>();
            for (int i = 0; i < layouts.size(); i++) {
                each.add(layouts.get(i).name() + " " + text(digests.get(i)));
            }
            throw new ExperimentException(ExperimentException.Reason.DATA_DIFFERS,
                    "The layouts do not hold the same rows, so comparing them would measure the data: "
                            + String.join("; ", each));
        }
        return text(digests.get(0)) + " in each of " + layouts.size() + (layouts.size() == 1 ? " layout" : " layouts");
    }

    static ContentDigest of(QueryTarget target, PreparedLayout layout) {
        String sql = "SELECT count(), sum(cityHash64(" + String.join(", ", layout.digestColumns()) + ")) FROM "
                + layout.source() + (layout.collapsesRows() ? " FINAL" : "");
        List<String> row = target.run(QueryRequest.of(sql)).rows().get(0);
        return new ContentDigest(Long.parseUnsignedLong(row.get(0)), Long.parseUnsignedLong(row.get(1)),
                layout.collapsesRows());
    }

    private static String text(ContentDigest digest) {
        return String.format(Locale.ROOT, "%,d rows, digest %s%s", digest.rows(), digest.text(),
                digest.afterFinal() ? " after FINAL" : "");
    }
}
