/**
 * The run model: one execution of one statement on a target with everything captured about it, as immutable
 * records. Capture builds it, the store keeps it, bundles carry it, and every screen, command and report reads it.
 * Names and units follow ClickHouse's system tables ({@code system.query_log},
 * {@code system.processors_profile_log}, {@code system.parts}) so a ClickHouse user's knowledge carries over.
 */
package io.mergelab.profiler.run;
