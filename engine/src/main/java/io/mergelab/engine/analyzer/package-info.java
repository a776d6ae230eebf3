/**
 * Turns SELECT ASTs into immutable query plans: resolves FROM, aliases and {@code *}, compiles expressions
 * against each step's input header, and lays out the steps in ClickHouse's order (WHERE, GROUP BY, HAVING,
 * DISTINCT, ORDER BY, LIMIT BY, LIMIT, projection).
 */
package io.mergelab.engine.analyzer;
