/**
 * Text for people, shared by the command line and the app so both say the same thing: the summary line after a
 * statement as ClickHouse's client prints it (sizes and counts through the engine's
 * {@link io.mergelab.engine.ReadableNumbers}), and the generated data a run read.
 */
package io.mergelab.profiler.text;
