/**
 * EXPLAIN PLAN and EXPLAIN PIPELINE in ClickHouse's text forms, derived from a query plan and the pipeline built
 * (not run) from it.
 */
package io.mergelab.engine.explain;
