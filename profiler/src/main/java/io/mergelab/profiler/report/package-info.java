/**
 * Reports of runs for people who were not there: one self-contained HTML file (inline styles and SVG charts, no
 * script), Markdown with SVG files beside it, a JSON runs bundle that imports back, and CSV of the metrics. One
 * model ({@link io.mergelab.profiler.report.Report}, {@link io.mergelab.profiler.report.RunSection}) feeds every
 * format; comparisons and experiments will add sections of their own.
 */
package io.mergelab.profiler.report;
