package io.mergelab.profiler.store;

import java.util.List;
import java.util.Map;

/**
 * The parts of a run's query log row that no table of the store holds, kept as JSON in {@code run_raw}: the
 * databases, the Settings map and every column as the target printed it.
 */
record RawQueryLog(List<String> databases, Map<String, String> settings, Map<String, String> columns) {
}
