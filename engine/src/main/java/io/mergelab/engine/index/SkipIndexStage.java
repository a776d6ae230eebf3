package io.mergelab.engine.index;

import io.mergelab.engine.IndexStage;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.index.skip.SkipIndexCondition;
import io.mergelab.engine.index.skip.SkipIndexGranules;
import io.mergelab.engine.index.skip.TableSkipIndex;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartRanges;
import io.mergelab.engine.table.MergeTreeTable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The Skip stages of index analysis: which skip indexes can judge the filter ({@link #usable}, honouring
 * {@code use_skip_indexes}, {@code ignore_data_skipping_indices} and {@code force_data_skipping_indices}), and
 * dropping the granules each one rules out, one funnel row per index ({@link #apply}).
 */
public final class SkipIndexStage {
    private SkipIndexStage() {
    }

    /**
     * The table's skip indexes, in declaration order, that can rule out granules for the read's filter. Fails with
     * INDEX_NOT_USED when {@code force_data_skipping_indices} names an index not among them.
     */
    public static List<UsableSkipIndex> usable(MergeTreeTable table, ReadConditions conditions) {
        Settings settings = conditions.settings();
        Set<String> forced = SkipIndexNames.parse(settings, "force_data_skipping_indices");
        Set<String> ignored = SkipIndexNames.parse(settings, "ignore_data_skipping_indices");
        List<UsableSkipIndex> out = new ArrayList<>();
        Optional<Expr> filter = conditions.filter();
        if (settings.getBool("use_skip_indexes") && filter.isPresent()) {
            Set<String> columns = new HashSet<>();
            table.definition().columns().forEach(c -> columns.add(c.name()));
            Expr plain = withoutQualifiers(filter.get(), columns);
            for (TableSkipIndex index : table.skipIndexes()) {
                if (ignored.contains(index.name())) {
                    continue;
                }
                Optional<SkipIndexCondition> c = index.index().condition(plain);
                if (c.isPresent() && c.get().canDrop()) {
                    out.add(new UsableSkipIndex(index, c.get()));
                }
            }
        }
        for (String name : forced) {
            if (out.stream().noneMatch(u -> u.index().name().equals(name))) {
                throw new MergeLabException(ErrorCode.INDEX_NOT_USED, "Index `" + name
                        + "` is not used and setting 'force_data_skipping_indices' contains it");
            }
        }
        return List.copyOf(out);
    }

    /** {@code t.x} as {@code x} when {@code x} is a column of the table (index expressions name bare columns). */
    static Expr withoutQualifiers(Expr e, Set<String> columns) {
        if (e instanceof Identifier id) {
            return id.parts().size() > 1 && !columns.contains(id.fullName()) && columns.contains(id.name())
                    ? Identifier.of(id.name()) : id;
        }
        return ExprTrees.mapOperands(e, o -> withoutQualifiers(o, columns));
    }

    /** The ranges left after every usable index has dropped the granules it rules out; adds one funnel row each. */
    public static List<PartRanges> apply(List<PartRanges> selected, List<UsableSkipIndex> usable, List<IndexStage> funnel) {
        List<PartRanges> current = selected;
        for (UsableSkipIndex u : usable) {
            long partsBefore = current.size();
            long granulesBefore = marks(current);
            List<PartRanges> next = new ArrayList<>(current.size());
            for (PartRanges pr : current) {
                List<MarkRange> kept = filter(pr, u);
                if (!kept.isEmpty()) {
                    next.add(kept.equals(pr.ranges()) ? pr : new PartRanges(pr.part(), kept));
                }
            }
            funnel.add(new IndexStage("Skip", u.index().name(), u.index().description(), List.of(), "",
                    partsBefore, next.size(), granulesBefore, marks(next), ""));
            current = next;
        }
        return current;
    }

    /** The granules of {@code pr} the index cannot rule out; all of them when the part has no file for the index. */
    private static List<MarkRange> filter(PartRanges pr, UsableSkipIndex u) {
        DataPart part = pr.part();
        Optional<SkipIndexGranules> opened = SkipIndexGranules.open(part, u.index().index());
        if (opened.isEmpty()) {
            return pr.ranges();
        }
        List<MarkRange> out = new ArrayList<>();
        try (SkipIndexGranules granules = opened.get()) {
            int keptBegin = -1;
            int keptEnd = -1;
            for (MarkRange r : pr.ranges()) {
                int mark = r.begin();
                while (mark < r.end()) {
                    int indexMark = granules.indexMarkOf(mark);
                    int end = Math.min(r.end(), granules.dataGranules(indexMark).end());
                    if (u.condition().mayMatch(granules.granule(indexMark))) {
                        if (keptEnd == mark) {
                            keptEnd = end;
                        } else {
                            if (keptBegin >= 0) {
                                out.add(new MarkRange(keptBegin, keptEnd));
                            }
                            keptBegin = mark;
                            keptEnd = end;
                        }
                    }
                    mark = end;
                }
            }
            if (keptBegin >= 0) {
                out.add(new MarkRange(keptBegin, keptEnd));
            }
        }
        return out;
    }

    private static long marks(List<PartRanges> parts) {
        long n = 0;
        for (PartRanges p : parts) {
            n += p.marks();
        }
        return n;
    }
}
