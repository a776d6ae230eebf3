package io.mergelab.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The source tree's {@code ./mergelab}: which JVM it runs, with which flags and start-up cache. The script runs in a
 * copy of the tree's layout whose app is built and up to date (empty files), with stand-in JDKs whose {@code java}
 * writes its arguments to a file, one line per start.
 */
class LauncherScriptTest {
    @TempDir
    Path dir;
    private Path root;
    private Path starts;

    @BeforeEach
    void layOutATree() throws IOException {
        root = dir.resolve("tree");
        Files.createDirectories(root.resolve("app/target/lib"));
        Files.copy(Path.of("..", "mergelab").toAbsolutePath().normalize(), root.resolve("mergelab"));
        Files.copy(Path.of("window-environment.sh").toAbsolutePath(), root.resolve("app/window-environment.sh"));
        Files.writeString(root.resolve("pom.xml"), "<artifactId>mergelab-parent</artifactId>\n<version>9</version>\n");
        for (String module : List.of("engine", "sample-data", "profiler", "app")) {
            Files.createDirectories(root.resolve(module + "/src/main"));
            Files.writeString(root.resolve(module + "/pom.xml"), "");
        }
        Files.createDirectories(root.resolve("app/src/build"));
        for (String file : List.of("jvm.options", "jvm25.options", "cds-training.sql", "cds-window-classes.txt")) {
            Files.writeString(root.resolve("app/" + file), "");
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.toList()) {
                Files.setLastModifiedTime(path, FileTime.from(Instant.now().minusSeconds(3600)));
            }
        }
        Files.writeString(root.resolve("app/target/mergelab-app-9.jar"), "");
        for (String cache : List.of("mergelab-25.0.3.aot", "mergelab-sql-25.0.3.aot", "mergelab-17.0.15.jsa",
                "mergelab-sql-17.0.15.jsa")) {
            Path file = root.resolve("app/target/" + cache);
            Files.writeString(file, "");
            Files.setLastModifiedTime(file, FileTime.from(Instant.now().plusSeconds(60)));
        }
        starts = dir.resolve("starts");
    }

    @Test
    void aJdk25StartsFromItsAotCachesWithItsOwnFlags() throws Exception {
        Map<String, String> environment = Map.of("JAVA_HOME", jdk("25.0.3").toString());

        assertThat(run(environment, "--path", "data", "sql", "-q", "SELECT 1")).isZero();
        assertThat(run(environment, "--version")).isZero();

        assertThat(lastStarts(2).get(0)).contains("@" + root.resolve("app/jvm25.options"),
                "-XX:AOTCache=" + root.resolve("app/target/mergelab-sql-25.0.3.aot")).doesNotContain("SharedArchiveFile");
        assertThat(lastStarts(2).get(1)).contains("-XX:AOTCache=" + root.resolve("app/target/mergelab-25.0.3.aot"));
    }

    @Test
    void aJdk17StartsFromItsClassDataSharingArchivesAsBefore() throws Exception {
        Map<String, String> environment = Map.of("JAVA_HOME", jdk("17.0.15").toString());

        assertThat(run(environment, "--path", "data", "sql", "-q", "SELECT 1")).isZero();

        assertThat(lastStarts(1).get(0))
                .contains("-XX:SharedArchiveFile=" + root.resolve("app/target/mergelab-sql-17.0.15.jsa"))
                .doesNotContain("jvm25.options", "AOTCache");
    }

    @Test
    void mergelabJavaNamesTheJvmBeforeJavaHome() throws Exception {
        Path jdk25 = jdk("25.0.3");
        Map<String, String> environment = Map.of("JAVA_HOME", jdk("17.0.15").toString(),
                "MERGELAB_JAVA", jdk25.resolve("bin/java").toString());

        assertThat(run(environment, "--version")).isZero();

        assertThat(lastStarts(1).get(0)).startsWith(jdk25.toString()).contains("-XX:AOTCache=");
    }

    @Test
    void aStaleCacheIsMadeAgainAndAFailureStartsWithoutIt() throws Exception {
        Files.delete(root.resolve("app/target/mergelab-25.0.3.aot"));
        Map<String, String> environment = Map.of("JAVA_HOME", jdk("25.0.3").toString());

        Path log = dir.resolve("stderr");
        assertThat(run(environment, log, "--version")).isZero();

        // the stand-in JVM trains (record, then create) but writes no cache
        List<String> all = lastStarts(Files.readAllLines(starts).size());
        assertThat(all).anySatisfy(start -> assertThat(start).contains("-XX:AOTMode=record", "-XX:-AOTRecordTraining"));
        assertThat(all).anySatisfy(start -> assertThat(start).contains("-XX:AOTMode=create"));
        assertThat(Files.readString(log))
                .contains("Preparing the start-up caches", "could not make the start-up cache");
        assertThat(all.get(all.size() - 1)).endsWith("io.mergelab.app.Main --version").doesNotContain("AOTCache");
    }

    @Test
    void theWindowStartsOnJavaFxsSoftwarePipelineWhereNoGpuDeviceExists() throws Exception {
        Map<String, String> environment = Map.of("JAVA_HOME", jdk("25.0.3").toString());

        assertThat(run(environment, "--path", "data")).isZero();
        assertThat(run(environment, "--path", "data", "gui")).isZero();
        assertThat(run(environment, "--path", "data", "sql", "-q", "SELECT 1")).isZero();

        List<String> starts = lastStarts(3);
        List<String> gdkGl = Files.readAllLines(dir.resolve("gdk-gl"));
        if (hasGpuDevice()) {
            assertThat(starts).noneMatch(start -> start.contains("prism.order"));
            assertThat(gdkGl).containsOnly("");
        } else {
            assertThat(starts.get(0)).contains("-Dprism.order=sw");
            assertThat(starts.get(1)).contains("-Dprism.order=sw");
            assertThat(gdkGl.subList(gdkGl.size() - 3, gdkGl.size())).containsExactly("disable", "disable", "");
        }
        assertThat(starts.get(2)).doesNotContain("prism.order");
    }

    @Test
    void aPipelineChosenInTheJavaOptionsIsKept() throws Exception {
        Map<String, String> environment = Map.of("JAVA_HOME", jdk("25.0.3").toString(),
                "JAVA_TOOL_OPTIONS", "-Dprism.order=es2");

        assertThat(run(environment, "--path", "data")).isZero();

        assertThat(lastStarts(1).get(0)).doesNotContain("prism.order");
        assertThat(Files.readAllLines(dir.resolve("gdk-gl"))).containsExactly("");
    }

    @Test
    void theWindowStartsNoSessionBusWhereNoneCanBeReachedOrStarted() throws Exception {
        Map<String, String> environment = Map.of("JAVA_HOME", jdk("25.0.3").toString());

        assertThat(run(environment, "--path", "data", "gui")).isZero();
        assertThat(run(environment, "--path", "data", "sql", "-q", "SELECT 1")).isZero();

        List<String> addresses = Files.readAllLines(dir.resolve("dbus"));
        assertThat(addresses.get(addresses.size() - 2)).isEqualTo(onPath("dbus-launch") ? "" : "disabled:");
        assertThat(addresses.get(addresses.size() - 1)).isEmpty();
    }

    @Test
    void aSessionBusThatCanBeReachedOrStartedIsLeftToTheToolkit() throws Exception {
        Path home = jdk("25.0.3");
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Files.writeString(bin.resolve("dbus-launch"), "#!/bin/sh\n");
        Files.setPosixFilePermissions(bin.resolve("dbus-launch"), PosixFilePermissions.fromString("rwxr-xr-x"));
        Path runtime = Files.createDirectories(dir.resolve("runtime"));

        try (ServerSocketChannel bus = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            bus.bind(UnixDomainSocketAddress.of(runtime.resolve("bus")));
            assertThat(run(Map.of("JAVA_HOME", home.toString(), "XDG_RUNTIME_DIR", runtime.toString()), "gui")).isZero();
        }
        assertThat(run(Map.of("JAVA_HOME", home.toString(), "PATH", bin + File.pathSeparator + System.getenv("PATH")),
                "gui")).isZero();
        assertThat(run(Map.of("JAVA_HOME", home.toString(), "DBUS_SESSION_BUS_ADDRESS", "unix:path=/run/bus"), "gui"))
                .isZero();

        List<String> addresses = Files.readAllLines(dir.resolve("dbus"));
        assertThat(addresses.subList(addresses.size() - 3, addresses.size())).containsExactly("", "", "unix:path=/run/bus");
    }

    private static boolean onPath(String program) {
        return Stream.of(System.getenv("PATH").split(File.pathSeparator))
                .anyMatch(directory -> Files.isExecutable(Path.of(directory, program)));
    }

    private static boolean hasGpuDevice() throws IOException {
        if (Files.exists(Path.of("/dev/dri")) || Files.exists(Path.of("/dev/dxg"))) {
            return true;
        }
        try (Stream<Path> devices = Files.list(Path.of("/dev"))) {
            return devices.anyMatch(d -> d.getFileName().toString().startsWith("nvidia"));
        }
    }

    @Test
    void anUpdatedJdkMakesCachesOfItsOwnAndRemovesTheOldBuildsOnes() throws Exception {
        Path updated = jdk("25.0.4", "25.0.4+7-LTS");
        Map<String, String> environment = Map.of("JAVA_HOME", updated.toString());

        Path log = dir.resolve("stderr");
        assertThat(run(environment, log, "--version")).isZero();

        assertThat(Files.readString(log)).contains("Preparing the start-up caches").doesNotContain("could not");
        Path target = root.resolve("app/target");
        assertThat(lastStarts(1).get(0)).contains("-XX:AOTCache=" + target.resolve("mergelab-25.0.4+7-LTS.aot"));
        try (Stream<Path> files = Files.list(target)) {
            assertThat(files.map(f -> f.getFileName().toString()).filter(f -> f.startsWith("mergelab-")))
                    .containsExactlyInAnyOrder("mergelab-25.0.4+7-LTS.aot", "mergelab-sql-25.0.4+7-LTS.aot",
                            "mergelab-17.0.15.jsa", "mergelab-sql-17.0.15.jsa", "mergelab-app-9.jar");
        }
    }

    /** A stand-in JDK of the given version: its release file, and a java that logs its command line. */
    private Path jdk(String version) throws IOException {
        return jdk(version, null);
    }

    /**
     * A stand-in JDK whose release file also has {@code runtimeVersion} (the build) when not null, and whose java,
     * then, writes the cache a {@code -XX:AOTMode=create} names, as a real JVM does.
     */
    private Path jdk(String version, String runtimeVersion) throws IOException {
        Path home = dir.resolve("jdk-" + version);
        Files.createDirectories(home.resolve("bin"));
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"test\"\n"
                + (runtimeVersion == null ? "" : "JAVA_RUNTIME_VERSION=\"" + runtimeVersion + "\"\n")
                + "JAVA_VERSION=\"" + version + "\"\n");
        Path java = home.resolve("bin/java");
        String writesCache = runtimeVersion == null ? "" : """
                case "$*" in *-XX:AOTMode=create*)
                    for a in "$@"; do case "$a" in -XX:AOTCache=*) : >"${a#-XX:AOTCache=}" ;; esac; done ;;
                esac
                """;
        Files.writeString(java, "#!/bin/sh\necho \"$0 $*\" >>\"" + dir.resolve("starts") + "\"\n"
                + "echo \"${GDK_GL:-}\" >>\"" + dir.resolve("gdk-gl") + "\"\n"
                + "echo \"${DBUS_SESSION_BUS_ADDRESS:-}\" >>\"" + dir.resolve("dbus") + "\"\n" + writesCache);
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return home;
    }

    private int run(Map<String, String> environment, String... arguments) throws Exception {
        return run(environment, dir.resolve("stderr"), arguments);
    }

    private int run(Map<String, String> environment, Path stderr, String... arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of("bash", root.resolve("mergelab").toString()));
        command.addAll(List.of(arguments));
        ProcessBuilder launcher = new ProcessBuilder(command).directory(dir.toFile())
                .redirectError(stderr.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        launcher.environment().remove("JAVA_HOME");
        launcher.environment().remove("MERGELAB_JAVA");
        launcher.environment().remove("GDK_GL");
        launcher.environment().remove("JAVA_TOOL_OPTIONS");
        launcher.environment().remove("JDK_JAVA_OPTIONS");
        launcher.environment().remove("DBUS_SESSION_BUS_ADDRESS");
        launcher.environment().remove("XDG_RUNTIME_DIR");
        launcher.environment().putAll(environment);
        Process process = launcher.start();
        assertThat(process.waitFor(1, TimeUnit.MINUTES)).as(Files.readString(stderr)).isTrue();
        return process.exitValue();
    }

    private List<String> lastStarts(int count) throws IOException {
        List<String> lines = Files.readAllLines(starts);
        return lines.subList(lines.size() - count, lines.size());
    }
}
