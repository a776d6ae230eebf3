/**
 * Text for people as ClickHouse's client prints it: the summary line after a statement, its sizes and counts
 * through the engine's {@link io.mergelab.engine.ReadableNumbers}. Shared by the command line and the app so both
 * say the same thing.
 */
package io.mergelab.profiler.text;
