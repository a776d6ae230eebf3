/**
 * Text for people as ClickHouse's client prints it: readable sizes and counts, and the summary line after a
 * statement. Shared by the command line and the app so both say the same thing.
 */
package io.mergelab.profiler.text;
