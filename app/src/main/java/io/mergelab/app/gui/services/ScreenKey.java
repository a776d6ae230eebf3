package io.mergelab.app.gui.services;

import java.util.Objects;

/**
 * Names a screen of the shell: a stable {@code id} and the {@code title} its navigation button shows. The screens
 * that others open by name have constants here; a new screen needs only its registration in the shell.
 */
public record ScreenKey(String id, String title) {
    public static final ScreenKey WORKSPACE = new ScreenKey("workspace", "Workspace");
    public static final ScreenKey HISTORY = new ScreenKey("history", "History");
    public static final ScreenKey PROFILE = new ScreenKey("profile", "Profile");
    public static final ScreenKey COMPARE = new ScreenKey("compare", "Compare");
    public static final ScreenKey PARTS = new ScreenKey("parts", "Parts");
    public static final ScreenKey GENERATE = new ScreenKey("generate", "Generate");
    public static final ScreenKey SCENARIOS = new ScreenKey("scenarios", "Scenarios");
    public static final ScreenKey EXPERIMENTS = new ScreenKey("experiments", "Experiments");
    public static final ScreenKey SETTINGS = new ScreenKey("settings", "Settings");

    public ScreenKey {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
    }

    // Written out: a record's generated equals and hashCode link an invokedynamic bootstrap (ObjectMethods) at their
    // first call, which for this key, the first record compared in a window's start, took about 20 ms of the FX thread
    // before the first frame (the shell's maps).
    @Override
    public boolean equals(Object other) {
        return other instanceof ScreenKey key && id.equals(key.id) && title.equals(key.title);
    }

    @Override
    public int hashCode() {
        return 31 * id.hashCode() + title.hashCode();
    }
}
