package io.mergelab.engine.sql.ast;

/** {@code name = value} in SETTINGS or SET; the value is a literal (or a query parameter). */
public record SettingAssignment(String name, Expr value) {
}
