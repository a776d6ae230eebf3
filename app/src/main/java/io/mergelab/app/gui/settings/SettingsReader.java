package io.mergelab.app.gui.settings;

import io.mergelab.app.gui.settings.SettingRow.Scope;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.TargetException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a target's settings through SQL, as any client of it would: the session's query settings from
 * {@code system.settings} and the MergeTree defaults from {@code system.merge_tree_settings}. A server without the
 * newer columns (type, default, tier, and MergeLab's mergelab_effect) is read with the four columns every version has.
 */
final class SettingsReader {
    private static final String QUERY_FULL =
            "SELECT name, value, changed, description, type, default, tier, mergelab_effect FROM system.settings";
    private static final String QUERY_BASIC = "SELECT name, value, changed, description FROM system.settings";
    private static final String MERGE_TREE_FULL = "SELECT name, value, changed, description, type, default, tier,"
            + " mergelab_effect FROM system.merge_tree_settings";
    private static final String MERGE_TREE_BASIC = "SELECT name, value, changed, description FROM system.merge_tree_settings";

    private SettingsReader() {
    }

    static List<SettingRow> read(QueryTarget target) {
        List<SettingRow> rows = new ArrayList<>(read(target, QUERY_FULL, QUERY_BASIC, Scope.QUERY));
        rows.addAll(read(target, MERGE_TREE_FULL, MERGE_TREE_BASIC, Scope.MERGE_TREE));
        return rows;
    }

    private static List<SettingRow> read(QueryTarget target, String full, String basic, Scope scope) {
        List<List<String>> rows;
        try {
            rows = target.run(QueryRequest.of(full)).rows();
        } catch (TargetException missingColumns) {
            rows = target.run(QueryRequest.of(basic)).rows();
        }
        List<SettingRow> out = new ArrayList<>(rows.size());
        for (List<String> r : rows) {
            boolean full4 = r.size() > 4;
            out.add(new SettingRow(text(r.get(0)), text(r.get(1)), flag(r.get(2)), text(r.get(3)),
                    full4 ? text(r.get(4)) : "", full4 ? text(r.get(5)) : "", full4 ? text(r.get(6)) : "",
                    !full4 || !"none".equals(r.get(7)), scope));
        }
        return out;
    }

    private static String text(String value) {
        return value == null ? "" : value;
    }

    private static boolean flag(String value) {
        return "1".equals(value) || "true".equals(value);
    }
}
