package io.mergelab.app.gui.services;

import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.store.RunStore;
import java.util.Objects;

/**
 * What the shell owns and every screen may use, handed to each ViewModel's constructor: the background task
 * runner, the current target, the run store (and the count of changes made to it), the selected run, navigation
 * between screens, dialogs, the statement running now, watched live, and what other screens ask the Compare and
 * Parts screens to show. Screens never open a target or a store themselves.
 */
public record AppServices(TaskRunner tasks, SharedResource<QueryTarget> target, SharedResource<RunStore> store,
                          StoreRevision storeRevision, SelectedRun selectedRun, Navigation navigation,
                          DialogService dialogs, LiveQuery live, CompareRequests compareRequests,
                          PartsRequests partsRequests) {
    public AppServices {
        Objects.requireNonNull(tasks, "tasks");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(store, "store");
        Objects.requireNonNull(storeRevision, "storeRevision");
        Objects.requireNonNull(selectedRun, "selectedRun");
        Objects.requireNonNull(navigation, "navigation");
        Objects.requireNonNull(dialogs, "dialogs");
        Objects.requireNonNull(live, "live");
        Objects.requireNonNull(compareRequests, "compareRequests");
        Objects.requireNonNull(partsRequests, "partsRequests");
    }

    /** Services around {@code tasks} with nothing open yet: the composition root opens the target and the store. */
    public static AppServices create(TaskRunner tasks, DialogService dialogs) {
        return new AppServices(tasks, new SharedResource<>("target", tasks), new SharedResource<>("run store", tasks),
                new StoreRevision(), new SelectedRun(), new Navigation(), dialogs, new LiveQuery(tasks.ui()), new CompareRequests(),
                new PartsRequests());
    }
}
