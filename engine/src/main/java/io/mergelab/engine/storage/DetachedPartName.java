package io.mergelab.engine.storage;

import java.util.List;

/**
 * The name of a directory in a table's {@code detached/}, read as ClickHouse reads it: {@code <reason>_<part name>}
 * for a part the engine set aside (reason {@code broken-on-start}: failed verification at start-up; {@code broken}:
 * a merge or mutation found its data damaged; {@code old_layout}: a system log part of an unknown older layout), or a
 * bare part name for one a user detached (reason ""). A {@code _tryN} suffix, added when the name was taken, is
 * ignored. {@code part} is null when the name does not parse; then {@code reason} is null too, as ClickHouse shows.
 */
public record DetachedPartName(String directoryName, String reason, PartName part) {
    public static final String BROKEN_ON_START = "broken-on-start";
    public static final String BROKEN = "broken";
    public static final String OLD_LAYOUT = "old_layout";
    /** Reasons the engine writes, and ClickHouse's that a copied directory may carry; longest first for prefix matching. */
    private static final List<String> KNOWN_REASONS = List.of("covered-by-broken", BROKEN_ON_START, "broken-from-backup",
            "unexpected", "noquorum", "ignored", "attaching", "deleting", BROKEN, OLD_LAYOUT);

    /** {@code <reason>_}: what the engine puts before a part's name when it detaches it for {@code reason}. */
    public static String prefix(String reason) {
        return reason + "_";
    }

    public static DetachedPartName parse(String directoryName) {
        String name = directoryName.replaceFirst("_try\\d+$", "");
        for (String reason : KNOWN_REASONS) {
            if (name.startsWith(prefix(reason))) {
                PartName part = PartName.tryParse(name.substring(reason.length() + 1));
                return new DetachedPartName(directoryName, part == null ? null : reason, part);
            }
        }
        PartName bare = PartName.tryParse(name);
        if (bare != null) {
            return new DetachedPartName(directoryName, "", bare);
        }
        int separator = name.indexOf('_');
        PartName part = separator > 0 ? PartName.tryParse(name.substring(separator + 1)) : null;
        return new DetachedPartName(directoryName, part == null ? null : name.substring(0, separator), part);
    }

    public boolean valid() {
        return part != null;
    }
}
