/**
 * Datasets on a target: the content digest of a table computed through SQL, and the provenance a generator records
 * in the target's {@code mergelab.datasets} table for capture to read back. Only SQL that ClickHouse has too, so it
 * works the same on the embedded engine and on a server.
 */
package io.mergelab.profiler.dataset;
