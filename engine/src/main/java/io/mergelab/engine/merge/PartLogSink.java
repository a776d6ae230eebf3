package io.mergelab.engine.merge;

/** Where tables report what happens to their parts: {@code system.part_log}, and whoever waits for new parts. */
@FunctionalInterface
public interface PartLogSink {
    PartLogSink NONE = event -> { };

    void log(PartLogEvent event);
}
