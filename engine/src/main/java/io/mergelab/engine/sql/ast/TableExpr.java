package io.mergelab.engine.sql.ast;

/** Something a FROM or JOIN reads: a table, a subquery or a table function. */
public sealed interface TableExpr permits TableRef, SubqueryTable, TableFunctionRef {
}
