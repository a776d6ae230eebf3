package io.mergelab.engine.index;

import io.mergelab.engine.IndexStage;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.index.key.KeyCondition;
import io.mergelab.engine.index.key.KeyValues;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartRanges;
import java.util.ArrayList;
import java.util.List;

/**
 * The PrimaryKey stage of index analysis: per part, the mark ranges whose primary index values may satisfy the
 * condition, by binary search when the condition is one continuous range on a key prefix and by generic exclusion
 * search otherwise ({@link PrimaryKeySearch}); and {@code force_primary_key}.
 */
final class PrimaryKeyStage {
    static final String BINARY_SEARCH = "binary search";
    static final String EXCLUSION_SEARCH = "generic exclusion search";

    private PrimaryKeyStage() {
    }

    /** force_primary_key: fails with INDEX_NOT_USED unless the primary key can rule granules out. */
    static void require(Settings settings, List<Expr> primaryKey, KeyCondition condition) {
        if (settings.getBool("force_primary_key") && (condition == null || condition.alwaysUnknownOrTrue())) {
            List<String> names = primaryKey.stream().map(ColumnNames::of).toList();
            throw new MergeLabException(ErrorCode.INDEX_NOT_USED, "Primary key (" + String.join(", ", names)
                    + ") is not used and setting 'force_primary_key' is set");
        }
    }

    /** PrimaryKey: the granules of each part whose primary index range may satisfy the condition. */
    static List<PartRanges> apply(List<DataPart> parts, KeyCondition condition, Settings query,
                                               Settings table, List<IndexStage> funnel) {
        List<PartRanges> selected = new ArrayList<>();
        boolean searches = !condition.alwaysUnknownOrTrue();
        boolean binary = condition.isContinuousRange();
        int coarse = (int) Math.min(Integer.MAX_VALUE, query.getLong("merge_tree_coarse_index_granularity"));
        long minMarksForSeek = minMarksForSeek(query, table);
        long granulesAfter = 0;
        for (DataPart p : parts) {
            List<MarkRange> ranges;
            if (!searches) {
                ranges = PartRanges.whole(p).ranges();
            } else {
                KeyValues index = condition.over(p.primaryIndex().columns());
                ranges = binary ? PrimaryKeySearch.binarySearch(index, p.granules())
                        : PrimaryKeySearch.exclusionSearch(index, p.granules(), coarse, minMarksForSeek);
            }
            if (!ranges.isEmpty()) {
                PartRanges r = new PartRanges(p, ranges);
                selected.add(r);
                granulesAfter += r.marks();
            }
        }
        String algorithm = !searches ? "" : binary ? BINARY_SEARCH : EXCLUSION_SEARCH;
        funnel.add(new IndexStage("PrimaryKey", "", "", condition.usedKeys(), condition.description(), parts.size(),
                selected.size(), IndexAnalysis.granules(parts), granulesAfter, algorithm));
        return selected;
    }

    /** ClickHouse's roundRowsOrBytesToMarks of merge_tree_min_rows_for_seek / merge_tree_min_bytes_for_seek. */
    private static long minMarksForSeek(Settings query, Settings table) {
        long rows = query.getLong("merge_tree_min_rows_for_seek");
        long bytes = query.getLong("merge_tree_min_bytes_for_seek");
        long granularity = Math.max(1, table.getLong("index_granularity"));
        long granularityBytes = table.getLong("index_granularity_bytes");
        long byRows = (rows + granularity - 1) / granularity;
        long byBytes = granularityBytes == 0 ? 0 : (bytes + granularityBytes - 1) / granularityBytes;
        return Math.max(byRows, byBytes);
    }
}
