package io.mergelab.engine.interpreter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InsertFromInfileTest {
    @TempDir
    Path dir;

    @Test
    void loadsPlainAndGzippedFiles() throws IOException {
        Path csv = dir.resolve("rows.csv");
        Files.writeString(csv, "1,a\n2,b\n");
        Path gz = dir.resolve("rows.tsv.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write("3\tc\n".getBytes(StandardCharsets.UTF_8));
        }
        try (Engine engine = Engine.inMemory()) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (id UInt64, v String) ENGINE = MergeTree ORDER BY id").close();
            s.execute("INSERT INTO t FROM INFILE '" + csv + "' FORMAT CSV").close();
            s.execute("INSERT INTO t (id, v) FROM INFILE '" + gz + "' FORMAT TSV").close();
            assertThat(s.execute("SELECT id, v FROM t").rows())
                    .containsExactly(List.of(1L, "a"), List.of(2L, "b"), List.of(3L, "c"));
        }
    }

    @Test
    void missingFileAndUnknownCompressionAreClearErrors() {
        try (Engine engine = Engine.inMemory()) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (id UInt64) ENGINE = MergeTree ORDER BY id").close();
            assertThatThrownBy(() -> s.execute("INSERT INTO t FROM INFILE '" + dir.resolve("none.csv") + "' FORMAT CSV"))
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.FILE_DOESNT_EXIST))
                    .hasMessageContaining("none.csv");
            assertThatThrownBy(() -> s.execute("INSERT INTO t FROM INFILE 'x.csv' COMPRESSION 'brotli' FORMAT CSV"))
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_COMPRESSION_METHOD));
        }
    }
}
