/**
 * The glossary: a one-line meaning for every processor, metric, setting and ProfileEvent MergeLab shows, for report
 * footnotes and hover titles and the app's tooltips alike.
 */
package io.mergelab.profiler.glossary;
