package io.mergelab.profiler.connect.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The saved connections, a JSON file ({@code ~/.mergelab/connections}, or {@code $MERGELAB_CONNECTIONS}) readable by
 * its owner only (mode 600 where the file system has POSIX modes): it may hold passwords the user chose to keep. It
 * is rewritten whole, beside itself and then moved into place, so a crash never leaves half a file.
 */
public final class ConnectionsFile {
    /** The environment variable naming another file (tests, several setups). */
    public static final String ENVIRONMENT_VARIABLE = "MERGELAB_CONNECTIONS";
    private final Path file;

    public ConnectionsFile(Path file) {
        this.file = file;
    }

    /** {@code $MERGELAB_CONNECTIONS}, else {@code <userHome>/.mergelab/connections}. */
    public static ConnectionsFile at(Map<String, String> environment, String userHome) {
        String named = environment.get(ENVIRONMENT_VARIABLE);
        return new ConnectionsFile(named != null && !named.isBlank()
                ? Path.of(named) : Path.of(userHome, ".mergelab", "connections"));
    }

    public Path file() {
        return file;
    }

    /** Every saved connection, by name; none when the file does not exist. */
    public List<SavedConnection> list() {
        if (!Files.exists(file)) {
            return List.of();
        }
        try {
            Contents contents = Json.MAPPER.readValue(file.toFile(), Contents.class);
            List<SavedConnection> sorted = new ArrayList<>(contents.connections() == null ? List.of() : contents.connections());
            sorted.sort(Comparator.comparing(SavedConnection::name));
            return List.copyOf(sorted);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("The connections file " + file + " is not valid: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the connections file " + file + ": " + e.getMessage(), e);
        }
    }

    public Optional<SavedConnection> named(String name) {
        return list().stream().filter(c -> c.name().equals(name)).findFirst();
    }

    /** Saves {@code connection}, replacing one of the same name. */
    public void save(SavedConnection connection) {
        List<SavedConnection> kept = new ArrayList<>(list().stream().filter(c -> !c.name().equals(connection.name())).toList());
        kept.add(connection);
        write(kept);
    }

    /** Removes the connection called {@code name}; whether there was one. */
    public boolean remove(String name) {
        List<SavedConnection> all = list();
        List<SavedConnection> kept = all.stream().filter(c -> !c.name().equals(name)).toList();
        if (kept.size() == all.size()) {
            return false;
        }
        write(kept);
        return true;
    }

    private void write(List<SavedConnection> connections) {
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = dir.resolve("." + file.getFileName() + ".tmp");
            Files.deleteIfExists(tmp);
            if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
                Files.createFile(tmp, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            }
            List<SavedConnection> sorted = new ArrayList<>(connections);
            sorted.sort(Comparator.comparing(SavedConnection::name));
            Files.write(tmp, Json.MAPPER.writeValueAsBytes(new Contents(sorted)));
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the connections file " + file + ": " + e.getMessage(), e);
        }
    }

    /** The file's shape: {@code {"connections": [...]}}, room for more keys later. */
    record Contents(List<SavedConnection> connections) {
    }

    /**
     * The mapper, made at the file's first read or write: making one loads and links some 300 of Jackson's classes
     * (about 0.1 s of CPU), which the window's start, where the file is only named, should not wait for.
     */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper()
                .enable(SerializationFeature.INDENT_OUTPUT)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }
}
