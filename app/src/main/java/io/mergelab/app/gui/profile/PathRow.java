package io.mergelab.app.gui.profile;

/**
 * A processor on the critical path as the list shows it: work and the waits attributed to its neighbours on the
 * path (µs; empty where there is no neighbour), and how long it held its neighbours up.
 */
public record PathRow(String processor, String step, long workMicros, String waitedForUpstreamMicros,
                      String waitedForDownstreamMicros, long waitCausedMicros) {
}
