package io.mergelab.engine.type;

import java.util.List;

/**
 * ClickHouse's IntervalSecond ... IntervalYear: a signed count of one unit, what {@code INTERVAL 1 DAY} and
 * {@code toIntervalDay(1)} return. Values are Int64 counts; a date or time plus or minus an interval becomes the
 * matching addDays / subtractHours ... call.
 */
public record IntervalType(String unit) implements DataType {
    /** The units in ClickHouse's order, each as the type name spells it after "Interval". */
    public static final List<String> UNITS = List.of("Nanosecond", "Microsecond", "Millisecond", "Second", "Minute", "Hour",
            "Day", "Week", "Month", "Quarter", "Year");

    public IntervalType {
        if (!UNITS.contains(unit)) {
            throw new IllegalArgumentException("No interval unit " + unit);
        }
    }

    @Override
    public String name() {
        return "Interval" + unit;
    }

    @Override
    public Representation representation() {
        return Representation.LONG;
    }
}
