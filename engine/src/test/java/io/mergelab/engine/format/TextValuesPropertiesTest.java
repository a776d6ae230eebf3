package io.mergelab.engine.format;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import java.math.BigDecimal;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/** Printing then parsing gives back the same value, and floats print no more digits than needed. */
class TextValuesPropertiesTest {

    private static String print(DataType type, ColumnBuilder builder) {
        return TextValues.format(builder.build(), 0);
    }

    private static Column reparse(DataType type, String text) {
        ColumnBuilder b = ColumnBuilder.create(type);
        TextValues.parseInto(b, type, text);
        return b.build();
    }

    @Property(tries = 2000)
    void float64RoundTripsWithShortestDigits(@ForAll double value) {
        DataType type = DataType.parse("Float64");
        ColumnBuilder b = ColumnBuilder.create(type);
        b.appendDouble(value);
        String text = print(type, b);
        double back = ((DoubleColumn) reparse(type, text)).values()[0];
        assertThat(Double.doubleToLongBits(back)).as(text).isEqualTo(Double.doubleToLongBits(value));
        if (Double.isFinite(value) && value != 0) {
            String mantissa = text.replaceFirst("e.*", "").replace("-", "").replace(".", "").replaceAll("^0+", "").replaceAll("0+$", "");
            String javaDigits = new BigDecimal(Double.toString(Math.abs(value))).stripTrailingZeros().unscaledValue().toString();
            assertThat(mantissa.length()).as(text).isLessThanOrEqualTo(javaDigits.length());
        }
    }

    @Property(tries = 1000)
    void float32RoundTrips(@ForAll float value) {
        DataType type = DataType.parse("Float32");
        ColumnBuilder b = ColumnBuilder.create(type);
        b.appendDouble(value);
        String text = print(type, b);
        double back = ((DoubleColumn) reparse(type, text)).values()[0];
        assertThat(Float.floatToIntBits((float) back)).as(text).isEqualTo(Float.floatToIntBits(value));
    }

    @Property(tries = 1000)
    void int64AndUInt64RoundTrip(@ForAll long value) {
        for (String name : new String[] {"Int64", "UInt64"}) {
            DataType type = DataType.parse(name);
            ColumnBuilder b = ColumnBuilder.create(type);
            b.appendLong(value);
            String text = print(type, b);
            assertThat(((LongColumn) reparse(type, text)).values()[0]).as(text).isEqualTo(value);
        }
    }

    @Property(tries = 1000)
    void decimalRoundTrips(@ForAll @LongRange(min = -999_999_999_999_999_999L, max = 999_999_999_999_999_999L) long unscaled,
                           @ForAll @IntRange(min = 0, max = 18) int scale) {
        DataType type = DataType.parse("Decimal(18, " + scale + ")");
        ColumnBuilder b = ColumnBuilder.create(type);
        b.appendLong(unscaled);
        String text = print(type, b);
        assertThat(((LongColumn) reparse(type, text)).values()[0]).as(text).isEqualTo(unscaled);
    }

    @Property(tries = 1000)
    void dateTime64RoundTrips(@ForAll @LongRange(min = -2_208_988_800_000L, max = 10_413_791_999_999L) long millis) {
        DataType type = DataType.parse("DateTime64(3)");
        ColumnBuilder b = ColumnBuilder.create(type);
        b.appendLong(millis);
        String text = print(type, b);
        assertThat(((LongColumn) reparse(type, text)).values()[0]).as(text).isEqualTo(millis);
    }
}
