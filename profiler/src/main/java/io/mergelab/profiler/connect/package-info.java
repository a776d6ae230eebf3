/**
 * The seam between the profiler (and the app) and whatever runs SQL: the embedded engine in this process, or a
 * ClickHouse server over HTTP. Nothing here hands out engine types, so every target fits the same interface.
 */
package io.mergelab.profiler.connect;
