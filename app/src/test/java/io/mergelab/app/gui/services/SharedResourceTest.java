package io.mergelab.app.gui.services;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class SharedResourceTest {
    private final QueuedExecutor background = new QueuedExecutor();
    private final QueuedExecutor ui = new QueuedExecutor();
    private final TaskRunner tasks = new TaskRunner(background, ui);
    private final SharedResource<Lab> resource = new SharedResource<>("lab", tasks);

    /** Something that must be closed, and says whether it was. */
    static final class Lab implements AutoCloseable {
        final String name;
        boolean closed;

        Lab(String name) {
            this.name = name;
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    @Test
    void opensInTheBackgroundAndPublishesOnTheUiExecutor() {
        resource.open("/data/lab", progress -> new Lab("lab 1"), lab -> "opened " + lab.name);

        assertThat(resource.stateProperty().get()).isEqualTo(ResourceState.OPENING);
        assertThat(resource.labelProperty().get()).isEqualTo("/data/lab");
        background.runAll();
        assertThat(resource.value()).isEmpty();

        ui.runAll();
        assertThat(resource.stateProperty().get()).isEqualTo(ResourceState.OPEN);
        assertThat(resource.value()).map(lab -> lab.name).contains("lab 1");
        assertThat(resource.labelProperty().get()).isEqualTo("opened lab 1");
    }

    @Test
    void aResourceOpenedAlreadyIsAdoptedAtOnceWithoutATask() {
        Lab early = new Lab("early");

        resource.adopt("embedded /d", early);

        assertThat(resource.stateProperty().get()).isEqualTo(ResourceState.OPEN);
        assertThat(resource.value()).containsSame(early);
        assertThat(resource.labelProperty().get()).isEqualTo("embedded /d");
        assertThat(tasks.running()).as("no task: nothing to wait for").isEmpty();
        assertThat(background.size()).isZero();
    }

    @Test
    void adoptingInPlaceOfAnOpenOneClosesTheFirstInTheBackgroundAsOpeningDoes() {
        resource.open("a", progress -> new Lab("a"), lab -> lab.name);
        background.runAll();
        ui.runAll();
        Lab first = resource.value().orElseThrow();

        resource.adopt("b", new Lab("b"));
        assertThat(resource.stateProperty().get()).isEqualTo(ResourceState.OPENING);
        background.runAll();
        ui.runAll();

        assertThat(first.closed).isTrue();
        assertThat(resource.value()).map(lab -> lab.name).contains("b");
        assertThat(resource.labelProperty().get()).isEqualTo("b");
    }

    @Test
    void openingAnotherClosesTheFirst() {
        resource.open("a", progress -> new Lab("a"), lab -> lab.name);
        background.runAll();
        ui.runAll();
        Lab first = resource.value().orElseThrow();

        resource.open("b", progress -> new Lab("b"), lab -> lab.name);
        assertThat(resource.value()).isEmpty();
        background.runAll();
        ui.runAll();

        assertThat(first.closed).isTrue();
        assertThat(resource.value()).map(lab -> lab.name).contains("b");
    }

    @Test
    void aFailureToOpenIsReportedToTheStatusBar() {
        resource.open("/data/lab", progress -> {
            throw new IOException("Data directory /data/lab is in use by process 42");
        }, lab -> lab.name);
        background.runAll();
        ui.runAll();

        assertThat(resource.stateProperty().get()).isEqualTo(ResourceState.FAILED);
        assertThat(resource.failureProperty().get()).isEqualTo("Data directory /data/lab is in use by process 42");
        assertThat(tasks.lastFailureProperty().get().text())
                .isEqualTo("Opening the lab /data/lab failed: Data directory /data/lab is in use by process 42");
    }

    @Test
    void anOpenCancelledByClosingTheWindowClosesWhatItOpened() {
        Lab[] opened = new Lab[1];
        resource.open("a", progress -> opened[0] = new Lab("a"), lab -> lab.name);

        tasks.cancelAll();
        background.runAll();
        ui.runAll();

        assertThat(opened[0].closed).isTrue();
        assertThat(resource.value()).isEmpty();
        assertThat(resource.stateProperty().get()).isEqualTo(ResourceState.CLOSED);
    }

    @Test
    void closeClosesTheOpenResource() {
        resource.open("a", progress -> new Lab("a"), lab -> lab.name);
        background.runAll();
        ui.runAll();
        Lab lab = resource.value().orElseThrow();

        resource.close();

        assertThat(lab.closed).isTrue();
        assertThat(resource.stateProperty().get()).isEqualTo(ResourceState.CLOSED);
    }
}
