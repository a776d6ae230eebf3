package io.mergelab.app.gui.profile;

/** One row of a name/value table: a query_log column or a ProfileEvent. */
public record NameValue(String name, String value) {
}
