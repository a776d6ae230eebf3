package io.mergelab.app.gui.services;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The task runner with executors the test drives: work and delivery happen exactly when the test says. */
class TaskRunnerTest {
    private final QueuedExecutor background = new QueuedExecutor();
    private final QueuedExecutor ui = new QueuedExecutor();
    private final TaskRunner runner = new TaskRunner(background, ui);
    private final List<String> events = new ArrayList<>();

    @Test
    void resultArrivesOnTheUiExecutorAfterTheWorkRan() {
        TaskHandle handle = runner.task("Counting", progress -> 42).onSuccess(v -> events.add("got " + v)).start();

        assertThat(runner.running()).containsExactly(handle);
        background.runAll();
        assertThat(events).isEmpty();
        assertThat(handle.stateProperty().get()).isEqualTo(TaskState.RUNNING);

        ui.runAll();
        assertThat(events).containsExactly("got 42");
        assertThat(handle.stateProperty().get()).isEqualTo(TaskState.SUCCEEDED);
        assertThat(runner.running()).isEmpty();
    }

    @Test
    void aTaskAskedForAfterTheRunnerShutDownIsCancelledNotThrown() {
        ExecutorService shutDown = Executors.newSingleThreadExecutor();
        shutDown.shutdown();
        TaskRunner closing = new TaskRunner(shutDown, ui);

        TaskHandle handle = closing.task("Reloading", progress -> 1).onSuccess(v -> events.add("success")).start();

        assertThat(handle.stateProperty().get()).isEqualTo(TaskState.CANCELLED);
        assertThat(closing.running()).isEmpty();
        assertThat(events).isEmpty();
    }

    @Test
    void progressReachesTheHandleOnTheUiExecutorAndOnlyTheLatestIsShown() {
        TaskHandle handle = runner.task("Loading", progress -> {
            progress.update(0.25, "part 1 of 4");
            progress.update(0.5, "part 2 of 4");
            return null;
        }).start();
        background.runAll();

        assertThat(ui.size()).as("one progress delivery for two updates, then the result").isEqualTo(2);
        assertThat(handle.progressProperty().get()).isEqualTo(TaskProgress.UNKNOWN);
        List<String> seen = new ArrayList<>();
        handle.messageProperty().addListener((o, old, now) -> seen.add(now + " @ " + handle.progressProperty().get()));
        ui.runAll();
        assertThat(seen).containsExactly("part 2 of 4 @ 0.5");
    }

    @Test
    void failureGoesToItsHandlerAndNotToTheStatusBar() {
        TaskHandle handle = runner.task("Reading", progress -> {
            throw new IOException("disk on fire");
        }).onSuccess(v -> events.add("success")).onFailure(e -> events.add("failed: " + e.getMessage())).start();
        background.runAll();
        ui.runAll();

        assertThat(events).containsExactly("failed: disk on fire");
        assertThat(handle.stateProperty().get()).isEqualTo(TaskState.FAILED);
        assertThat(runner.lastFailureProperty().get()).isNull();
    }

    @Test
    void unhandledFailureIsShownUntilALaterTaskSucceeds() {
        runner.task("Reading runs", progress -> {
            throw new IllegalStateException("store is closed");
        }).start();
        background.runAll();
        ui.runAll();

        assertThat(runner.lastFailureProperty().get().text()).isEqualTo("Reading runs failed: store is closed");

        runner.task("Reading runs", progress -> "ok").start();
        background.runAll();
        ui.runAll();
        assertThat(runner.lastFailureProperty().get()).isNull();
    }

    @Test
    void anErrorInTheWorkStillEndsTheTask() {
        TaskHandle handle = runner.task("Sorting", progress -> {
            throw new StackOverflowError();
        }).onFailure(e -> events.add("failed: " + e.getMessage())).start();

        try {
            background.runAll();
        } catch (StackOverflowError expected) {
            // rethrown for the thread's handler after the failure was handed over
        }
        ui.runAll();

        assertThat(events).containsExactly("failed: java.lang.StackOverflowError");
        assertThat(handle.stateProperty().get()).isEqualTo(TaskState.FAILED);
        assertThat(runner.running()).isEmpty();
    }

    @Test
    void cancelRunsTheCancelActionsAndDeliversCancelledWhateverTheWorkReturned() {
        TaskHandle handle = runner.task("Running", progress -> {
            progress.onCancel(() -> events.add("cancel action"));
            return "finished anyway";
        }).onSuccess(v -> events.add("success")).onCancelled(() -> events.add("cancelled")).start();
        background.runAll();

        handle.cancel();
        handle.cancel();
        ui.runAll();

        assertThat(events).containsExactly("cancel action", "cancelled");
        assertThat(handle.stateProperty().get()).isEqualTo(TaskState.CANCELLED);
    }

    @Test
    void cancelBeforeTheWorkStartsIsSeenByTheWorkAndItsLateCancelActionRunsAtOnce() {
        TaskHandle handle = runner.task("Running", progress -> {
            events.add("cancelled at start: " + progress.isCancelled());
            progress.onCancel(() -> events.add("cancel action"));
            return null;
        }).start();

        handle.cancel();
        background.runAll();

        assertThat(events).containsExactly("cancelled at start: true", "cancel action");
    }

    @Test
    void cancelStopsWorkBlockedOnAnotherThread() throws Exception {
        ExecutorService thread = Executors.newSingleThreadExecutor();
        LinkedBlockingQueue<Runnable> uiQueue = new LinkedBlockingQueue<>();
        TaskRunner threaded = new TaskRunner(thread, uiQueue::add);
        CountDownLatch started = new CountDownLatch(1);
        AtomicReference<String> outcome = new AtomicReference<>("none");
        try {
            TaskHandle handle = threaded.task("Long query", progress -> {
                CountDownLatch stop = new CountDownLatch(1);
                progress.onCancel(stop::countDown);
                started.countDown();
                if (!stop.await(10, TimeUnit.SECONDS)) {
                    throw new IllegalStateException("not cancelled");
                }
                throw new InterruptedException("query was cancelled");
            }).onFailure(e -> outcome.set("failed")).onCancelled(() -> outcome.set("cancelled")).start();
            assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();

            handle.cancel();

            Runnable delivery = uiQueue.poll(10, TimeUnit.SECONDS);
            assertThat(delivery).isNotNull();
            delivery.run();
            assertThat(outcome.get()).isEqualTo("cancelled");
        } finally {
            thread.shutdownNow();
        }
    }

    @Test
    void cancelAllReachesEveryRunningTask() {
        TaskHandle first = runner.task("one", progress -> null).start();
        TaskHandle second = runner.task("two", progress -> null).start();

        runner.cancelAll();

        assertThat(first.isCancelRequested()).isTrue();
        assertThat(second.isCancelRequested()).isTrue();
    }
}
