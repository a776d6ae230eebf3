package io.mergelab.engine.fuzz;

import io.mergelab.engine.script.ScriptRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The fuzzer's seed statements: the SQL script tests under {@code /sql} on the class path (from the test classes
 * directory or the engine's test jar), file by file and in order, so each file's CREATE and INSERT statements make
 * the tables its queries read. The other files there (CSV read by {@code file()}) are copied to a user files
 * directory.
 */
record FuzzCorpus(List<ScriptFile> files) {

    /** One script's statements, in order ({@code restart} records left out). */
    record ScriptFile(String name, List<String> statements) {
    }

    static FuzzCorpus load(Path userFiles, String prefix) {
        try {
            URI uri = FuzzCorpus.class.getResource("/sql").toURI();
            if (uri.getScheme().equals("jar")) {
                try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
                    return read(jar.provider().getPath(uri), userFiles, prefix);
                }
            }
            return read(Path.of(uri), userFiles, prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static FuzzCorpus read(Path dir, Path userFiles, String prefix) throws IOException {
        List<ScriptFile> files = new ArrayList<>();
        try (Stream<Path> list = Files.list(dir)) {
            for (Path p : list.sorted().toList()) {
                String name = p.getFileName().toString();
                if (!name.endsWith(".test")) {
                    Files.copy(p, userFiles.resolve(name));
                    continue;
                }
                if (!name.startsWith(prefix)) {
                    continue;
                }
                List<String> statements = ScriptRecord.parse(Files.readString(p, StandardCharsets.UTF_8)).stream()
                        .filter(r -> r.kind() != ScriptRecord.Kind.RESTART).map(ScriptRecord::sql).toList();
                files.add(new ScriptFile(name, statements));
            }
        }
        return new FuzzCorpus(files);
    }
}
