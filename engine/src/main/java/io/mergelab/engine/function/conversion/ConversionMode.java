package io.mergelab.engine.function.conversion;

/** How a conversion treats values that do not fit. */
public enum ConversionMode {
    /** CAST / toT: integers wrap, floats truncate, unparsable text is an error, NULL into non-Nullable is an error. */
    CAST,
    /** INSERT: out-of-range values are errors naming the value and type; NULL into non-Nullable becomes the default. */
    INSERT,
    /** toTOrZero: unparsable text gives the type's default value. */
    OR_ZERO,
    /** toTOrNull: unparsable text gives NULL (the target is Nullable). */
    OR_NULL
}
