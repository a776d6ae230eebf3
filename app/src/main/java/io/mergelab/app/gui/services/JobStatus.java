package io.mergelab.app.gui.services;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The state of a screen's one long job (a load, a generation, an experiment) as its View shows it: whether it runs,
 * its progress and progress line while it does, and the message it ended with. FX thread only.
 */
public final class JobStatus {
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper messageIsError = new ReadOnlyBooleanWrapper();

    /** The job starts: running, its progress unknown until the task reports. */
    public void begin() {
        running.set(true);
        progress.set(TaskProgress.UNKNOWN);
    }

    /** Shows {@code task}'s progress while the job runs (not when it already ended: a direct executor in tests). */
    public void follow(TaskHandle task) {
        if (running.get()) {
            progress.bind(task.progressProperty());
            progressText.bind(task.messageProperty());
        }
    }

    /** The job ended; the bar stays at {@code finalProgress} (1 done, 0 failed or reset). */
    public void end(double finalProgress) {
        progress.unbind();
        progressText.unbind();
        running.set(false);
        progress.set(finalProgress);
        progressText.set("");
    }

    /** The job ended with {@code text}, an error or not. */
    public void end(String text, boolean error) {
        end(error ? 0 : 1);
        say(text, error);
    }

    public void say(String text, boolean error) {
        message.set(text);
        messageIsError.set(error);
    }

    public boolean isRunning() {
        return running.get();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** 0 to 1, or {@link TaskProgress#UNKNOWN} before the first report. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty messageIsErrorProperty() {
        return messageIsError.getReadOnlyProperty();
    }
}
