package io.mergelab.engine.tablefunction;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.EngineConfig;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** file() through a real engine: only user_files_path is readable, whatever the path says. */
class FileConfinementTest {
    @TempDir
    Path dir;
    private Engine engine;
    private Session session;

    @BeforeEach
    void open() throws IOException {
        engine = Engine.open(dir.resolve("data"));
        session = engine.newSession();
        Files.writeString(engine.userFilesPath().resolve("inside.csv"), "1,a\n2,b\n");
        Files.writeString(dir.resolve("data/secret.csv"), "42,secret\n");
    }

    @AfterEach
    void close() {
        engine.close();
    }

    @Test
    void userFilesIsCreatedInTheDataDirectory() {
        assertThat(engine.userFilesPath()).isEqualTo(dir.resolve("data/user_files").toAbsolutePath());
        assertThat(engine.userFilesPath()).isDirectory();
    }

    @Test
    void relativeAndAbsolutePathsInsideAreRead() {
        assertThat(rows("SELECT * FROM file('inside.csv', 'CSV', 'n UInt8, s String')"))
                .containsExactly(List.of(1L, "a"), List.of(2L, "b"));
        assertThat(rows("SELECT count() FROM file('" + engine.userFilesPath().resolve("inside.csv")
                + "', 'CSV', 'n UInt8, s String')")).containsExactly(List.of(2L));
        assertThat(rows("SELECT count() FROM file('./sub/../inside.csv', 'CSV', 'n UInt8, s String')"))
                .containsExactly(List.of(2L));
    }

    @Test
    void systemFilesAreRefusedNamingThePathAndUserFilesPath() {
        for (String path : List.of("/etc/shadow", "/etc/passwd", "../../../../etc/passwd", "/proc/self/environ")) {
            assertDenied("SELECT * FROM file('" + path + "', 'CSV', 'line String')", path);
        }
        assertThatThrownBy(() -> rows("SELECT * FROM file('/etc/passwd', 'CSV', 'line String')"))
                .hasMessageContaining("File `/etc/passwd` is not inside `" + engine.userFilesPath() + "`");
    }

    @Test
    void dotDotThatLeavesUserFilesIsRefused() throws IOException {
        assertDenied("SELECT * FROM file('../secret.csv', 'CSV', 'n UInt8, s String')", "resolves to `"
                + dir.resolve("data/secret.csv").toRealPath() + "`");
        assertDenied("SELECT * FROM file('sub/../../secret.csv', 'CSV', 'n UInt8, s String')", "../secret.csv");
        assertDenied("SELECT * FROM file('" + engine.userFilesPath() + "/../secret.csv', 'CSV', 'n UInt8, s String')",
                "secret.csv");
    }

    @Test
    void aSymlinkPointingOutIsRefused() throws IOException {
        Files.createSymbolicLink(engine.userFilesPath().resolve("link.csv"), dir.resolve("data/secret.csv"));
        Files.createSymbolicLink(engine.userFilesPath().resolve("up"), dir.resolve("data"));
        assertDenied("SELECT * FROM file('link.csv', 'CSV', 'n UInt8, s String')", "link.csv");
        assertDenied("SELECT * FROM file('up/secret.csv', 'CSV', 'n UInt8, s String')", "up/secret.csv");
    }

    @Test
    void aSymlinkStayingInsideIsRead() throws IOException {
        Files.createSymbolicLink(engine.userFilesPath().resolve("alias.csv"), engine.userFilesPath().resolve("inside.csv"));
        assertThat(rows("SELECT count() FROM file('alias.csv', 'CSV', 'n UInt8, s String')")).containsExactly(List.of(2L));
    }

    @Test
    void globsThatLeaveAreRefusedAndGlobsInsideAreNotSupported() {
        assertDenied("SELECT * FROM file('/etc/*', 'CSV', 'line String')", "/etc/*");
        assertDenied("SELECT * FROM file('../*.csv', 'CSV', 'line String')", "../*.csv");
        assertDenied("SELECT * FROM file('*/../../secret.csv', 'CSV', 'line String')", "*/../../secret.csv");
        assertDenied("SELECT * FROM file('{inside,../secret}.csv', 'CSV', 'line String')", "{inside,../secret}.csv");
        assertError("SELECT * FROM file('*.csv', 'CSV', 'line String')", ErrorCode.NOT_IMPLEMENTED, "Globs");
    }

    @Test
    void aMissingFileInsideIsFileDoesntExist() {
        assertError("SELECT * FROM file('missing.csv', 'CSV', 'n UInt8')", ErrorCode.FILE_DOESNT_EXIST, "doesn't exist");
    }

    @Test
    void userFilesPathIsConfigurable() throws IOException {
        engine.close();
        Path elsewhere = dir.resolve("elsewhere");
        engine = Engine.open(dir.resolve("data"), EngineConfig.defaults().withUserFilesPath(elsewhere));
        session = engine.newSession();
        Files.writeString(elsewhere.resolve("x.csv"), "7\n");
        assertThat(rows("SELECT * FROM file('x.csv', 'CSV', 'n UInt8')")).containsExactly(List.of(7L));
        assertDenied("SELECT * FROM file('" + dir.resolve("data/user_files/inside.csv") + "', 'CSV', 'n UInt8')",
                "is not inside `" + elsewhere + "`");
    }

    private void assertDenied(String sql, String messagePart) {
        assertError(sql, ErrorCode.DATABASE_ACCESS_DENIED, messagePart);
    }

    private void assertError(String sql, ErrorCode code, String messagePart) {
        assertThatThrownBy(() -> rows(sql))
                .isInstanceOf(MergeLabException.class)
                .hasMessageContaining(messagePart)
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(code);
    }

    private List<List<Object>> rows(String sql) {
        try (QueryResult r = session.execute(sql)) {
            return r.rows();
        }
    }
}
