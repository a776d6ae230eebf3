package io.mergelab.engine.function.date;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.time.CivilCalendar;

/** Reads Date, Date32, DateTime and DateTime64 values as local wall-clock seconds in a time zone. */
final class LocalTime {
    private LocalTime() {
    }

    static boolean isDay(DataType t) {
        return t instanceof DateType || t instanceof Date32Type;
    }

    /** Local seconds since 1970-01-01 00:00 of every row (dates are midnight). */
    static long[] localSeconds(Column column, DataType type, ZoneOffsets zone, int rows) {
        long[] v = ((LongColumn) column).values();
        long[] out = new long[rows];
        if (isDay(type)) {
            for (int i = 0; i < rows; i++) {
                out[i] = v[i] * CivilCalendar.SECONDS_PER_DAY;
            }
        } else if (type instanceof DateTime64Type d) {
            long scale = NumericColumns.POW10[d.precision()];
            for (int i = 0; i < rows; i++) {
                out[i] = zone.toLocal(Math.floorDiv(v[i], scale));
            }
        } else {
            for (int i = 0; i < rows; i++) {
                out[i] = zone.toLocal(v[i]);
            }
        }
        return out;
    }

    static long day(long localSeconds) {
        return Math.floorDiv(localSeconds, CivilCalendar.SECONDS_PER_DAY);
    }
}
