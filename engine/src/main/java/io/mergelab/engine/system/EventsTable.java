package io.mergelab.engine.system;

import io.mergelab.engine.querylog.ProfileEvent;
import io.mergelab.engine.querylog.ProfileEventCounters;
import io.mergelab.engine.type.StringType;
import java.util.List;

/**
 * system.events: ProfileEvents summed over the queries finished since start-up; zero counters are not shown. As in
 * ClickHouse, {@code name} is an ALIAS of {@code event}.
 */
final class EventsTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("event", "String"),
            SystemColumn.of("value", "UInt64"),
            SystemColumn.of("description", "String"));

    private static final List<SystemAlias> ALIASES = List.of(new SystemAlias("name", StringType.INSTANCE, "event", c -> c));

    private final ProfileEventCounters totals;

    EventsTable(ProfileEventCounters totals) {
        super("events", COLUMNS);
        this.totals = totals;
    }

    @Override
    public List<SystemAlias> aliases() {
        return ALIASES;
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        for (ProfileEvent e : ProfileEvent.values()) {
            long v = totals.get(e);
            if (v != 0) {
                rows.row(e.name(), v, e.description());
            }
        }
    }
}
