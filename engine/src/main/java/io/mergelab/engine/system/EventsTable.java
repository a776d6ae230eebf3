package io.mergelab.engine.system;

import io.mergelab.engine.querylog.ProfileEvent;
import io.mergelab.engine.querylog.ProfileEventCounters;
import java.util.List;

/** system.events: ProfileEvents summed over the queries finished since start-up; zero counters are not shown. */
final class EventsTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("event", "String"),
            SystemColumn.of("value", "UInt64"),
            SystemColumn.of("description", "String"));

    private final ProfileEventCounters totals;

    EventsTable(ProfileEventCounters totals) {
        super("events", COLUMNS);
        this.totals = totals;
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
