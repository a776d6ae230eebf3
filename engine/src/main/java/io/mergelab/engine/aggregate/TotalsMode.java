package io.mergelab.engine.aggregate;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;

/**
 * Setting {@code totals_mode}: which groups WITH TOTALS counts when HAVING filters some out. The after_having
 * variants differ in ClickHouse only for the overflow row of {@code max_rows_to_group_by}, which MergeLab does
 * not implement, so here they all count exactly the groups that pass HAVING.
 */
public enum TotalsMode {
    BEFORE_HAVING("before_having"),
    AFTER_HAVING_INCLUSIVE("after_having_inclusive"),
    AFTER_HAVING_EXCLUSIVE("after_having_exclusive"),
    AFTER_HAVING_AUTO("after_having_auto");

    private final String settingValue;

    TotalsMode(String settingValue) {
        this.settingValue = settingValue;
    }

    public String settingValue() {
        return settingValue;
    }

    /** True when the totals count every group, HAVING or not. */
    public boolean countsGroupsFilteredByHaving() {
        return this == BEFORE_HAVING;
    }

    public static TotalsMode parse(String value) {
        for (TotalsMode m : values()) {
            if (m.settingValue.equals(value)) {
                return m;
            }
        }
        throw new MergeLabException(ErrorCode.UNKNOWN_TOTALS_MODE, "Unknown totals mode: '" + value + "', must be one of "
                + "'before_having', 'after_having_exclusive', 'after_having_inclusive', 'after_having_auto'");
    }
}
