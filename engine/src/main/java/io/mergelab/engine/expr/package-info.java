/**
 * Expression analysis and evaluation. {@link io.mergelab.engine.expr.ExpressionCompiler} resolves an AST
 * against an {@link io.mergelab.engine.expr.InputSchema} once (names, types, bound functions, folded
 * constants) into a {@link io.mergelab.engine.expr.CompiledExpression}, which evaluates whole chunks
 * column-at-a-time. Constants travel as one-row operands so kernels can specialise column-versus-constant;
 * if/multiIf/and/or evaluate arguments that can fail only on the rows that need them.
 * {@link io.mergelab.engine.expr.Casts} offers CAST and INSERT conversions of whole columns.
 */
package io.mergelab.engine.expr;
