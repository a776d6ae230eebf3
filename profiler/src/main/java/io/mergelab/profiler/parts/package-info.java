/**
 * Parts and merges of a table as any target shows them through SQL ({@code system.parts},
 * {@code system.detached_parts}, {@code system.merges}, {@code system.part_log}), the merge timeline built from the
 * part log, the runs of the history placed on it, and the chart layouts the app and the reports draw.
 */
package io.mergelab.profiler.parts;
