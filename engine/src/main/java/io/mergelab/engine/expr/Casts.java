package io.mergelab.engine.expr;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.format.TextValues;
import io.mergelab.engine.function.conversion.ConversionMode;
import io.mergelab.engine.function.conversion.Conversions;
import io.mergelab.engine.type.DataType;
import java.time.ZoneId;

/**
 * Column type conversions for the engine. DateTime types without a zone are read in {@code zone}; the
 * two-argument forms use {@link TextValues#DEFAULT_ZONE}, as text input and output do.
 */
public final class Casts {
    private Casts() {
    }

    /** {@code CAST(x AS T)}: integers wrap, floats truncate, text is parsed (CANNOT_PARSE_* when it is not a T). */
    public static Column cast(Column column, DataType target) {
        return cast(column, target, TextValues.DEFAULT_ZONE);
    }

    public static Column cast(Column column, DataType target, ZoneId zone) {
        return Conversions.convert(column, target, ConversionMode.CAST, zone);
    }

    /**
     * INSERT semantics: values out of the target's range are errors naming the value and the type
     * (CANNOT_CONVERT_TYPE, DECIMAL_OVERFLOW), text is parsed, NULL into a non-Nullable column gives the default.
     */
    public static Column convertForInsert(Column column, DataType target) {
        return convertForInsert(column, target, TextValues.DEFAULT_ZONE);
    }

    public static Column convertForInsert(Column column, DataType target, ZoneId zone) {
        return Conversions.convert(column, target, ConversionMode.INSERT, zone);
    }
}
