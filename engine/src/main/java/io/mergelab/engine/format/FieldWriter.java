package io.mergelab.engine.format;

/** Writes the text of one row of a column that was resolved once per chunk (no per-row type dispatch). */
@FunctionalInterface
interface FieldWriter {
    void write(int row, TextBuffer out);
}
