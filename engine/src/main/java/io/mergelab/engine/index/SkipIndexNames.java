package io.mergelab.engine.index;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.settings.Settings;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The index lists of {@code force_data_skipping_indices} and {@code ignore_data_skipping_indices}, read as ClickHouse
 * reads them: comma-separated names, blanks around them ignored, a name may be back-quoted, empty entries skipped;
 * a setting that was set but names nothing is an error.
 */
final class SkipIndexNames {
    private SkipIndexNames() {
    }

    /** The names listed by setting {@code name}; empty when it was not set. */
    static Set<String> parse(Settings settings, String name) {
        Set<String> out = new LinkedHashSet<>();
        if (!settings.isChanged(name)) {
            return out;
        }
        String text = settings.get(name);
        for (String entry : text.split(",", -1)) {
            String n = entry.strip();
            if (n.length() >= 2 && n.startsWith("`") && n.endsWith("`")) {
                n = n.substring(1, n.length() - 1).replace("\\`", "`");
            }
            if (!n.isEmpty()) {
                out.add(n);
            }
        }
        if (out.isEmpty()) {
            throw new MergeLabException(ErrorCode.CANNOT_PARSE_TEXT, "No indices parsed from " + name + " ('" + text + "')");
        }
        return out;
    }
}
