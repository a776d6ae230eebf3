package io.mergelab.app.gui.services;

/** The part of a task that runs off the FX thread; it reports progress and checks for cancellation through {@code progress}. */
@FunctionalInterface
public interface BackgroundWork<T> {
    T call(TaskProgress progress) throws Exception;
}
