/**
 * Scalar functions. A {@link io.mergelab.engine.function.FunctionDefinition} checks arity and argument types
 * and binds a {@link io.mergelab.engine.function.BoundFunction} (result type known, constant parameters
 * resolved) whose kernel runs over {@link io.mergelab.engine.function.Operand}s. The
 * {@link io.mergelab.engine.function.FunctionRegistry} applies the rules all functions share: case-insensitive
 * names and aliases, LowCardinality transparency and ClickHouse's default NULL propagation. Families live in
 * sub-packages (arithmetic, comparison, conditional, conversion, date, string, hash, ...) and are assembled
 * by {@code builtin.BuiltinFunctions}.
 */
package io.mergelab.engine.function;
