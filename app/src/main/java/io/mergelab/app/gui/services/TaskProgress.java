package io.mergelab.app.gui.services;

/** What background work sees of its task: where to report progress and whether the user asked it to stop. */
public interface TaskProgress {
    /** A progress bar value for unknown progress. */
    double UNKNOWN = -1;

    /** {@code fraction} of the work done (0 to 1, or {@link #UNKNOWN}) and a line saying what happens now. */
    void update(double fraction, String message);

    boolean isCancelled();

    /**
     * Runs {@code action} when the task is cancelled (at once if it already is), on the thread that cancels:
     * for example, cancelling the statement on the target so a long query stops instead of running on.
     */
    void onCancel(Runnable action);
}
