package io.mergelab.app.cli;

import io.mergelab.profiler.store.StoreLocation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The desktop window's command lines ({@code mergelab [ROOT OPTIONS] [gui [--store FILE] [ROOT OPTIONS]]}) read
 * without picocli, whose start (its classes initialised, the commands' annotations read by reflection) would add to
 * every start of the window. Only plain cases are read here, each with the
 * meaning {@link MergeLabCommand} gives it; anything else (help, version, a repeated or unknown option, a value that
 * looks like an option or a command) is left to picocli, which also reports the mistakes.
 */
public final class GuiArguments {
    private static final String PATH = "--path";
    private static final String USER_FILES_PATH = "--user-files-path";
    private static final String REMOTE_URL_ALLOW_HOSTS = "--remote-url-allow-hosts";
    private static final String STORE = "--store";

    private Path path;
    private Path userFilesPath;
    private List<String> remoteUrlAllowHosts;
    private Path store;

    private GuiArguments() {
    }

    /** The window's options when {@code args} plainly ask for the window; empty for picocli to read them. */
    public static Optional<GuiArguments> parse(String[] args) {
        GuiArguments parsed = new GuiArguments();
        return PlainOptions.read(args, "gui", parsed::set) == PlainOptions.Line.NOT_PLAIN ? Optional.empty()
                : Optional.of(parsed);
    }

    /** Opens the window through {@code starter} with the data directory, store and engine these options give. */
    public void start(GuiStarter starter, Map<String, String> environment) {
        Path dataDir = DataDirectory.resolve(path, environment, System.getProperty("user.home"));
        starter.start(dataDir, StoreLocation.resolve(store, dataDir, Path.of(System.getProperty("user.home"))),
                EngineOptions.config(userFilesPath, remoteUrlAllowHosts));
    }

    /** Takes option {@code name}'s value; false for an option the window does not have here, or one given twice. */
    private boolean set(String name, String value, boolean inGui) {
        switch (name) {
            case PATH -> {
                if (path != null) {
                    return false;
                }
                path = Path.of(value);
            }
            case USER_FILES_PATH -> {
                if (userFilesPath != null) {
                    return false;
                }
                userFilesPath = Path.of(value);
            }
            case REMOTE_URL_ALLOW_HOSTS -> {
                if (remoteUrlAllowHosts == null) {
                    remoteUrlAllowHosts = new ArrayList<>();
                }
                for (String host : value.split(",", -1)) {
                    if (host.isEmpty()) {
                        return false;
                    }
                    remoteUrlAllowHosts.add(host);
                }
            }
            case STORE -> {
                if (!inGui || store != null) {
                    return false;
                }
                store = Path.of(value);
            }
            default -> {
                return false;
            }
        }
        return true;
    }
}
