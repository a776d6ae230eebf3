package io.mergelab.profiler.run;

/** Whether a generated table still holds what its generator loaded, as far as the parts' row counts tell. */
public enum DatasetState {
    /** The active parts hold as many rows as a table with only the generated rows can (merges may collapse some). */
    UNCHANGED,
    /** Rows were added or removed since the generator recorded the table. */
    MODIFIED,
    /** The table's current rows are not known (its parts could not be read). */
    UNKNOWN
}
