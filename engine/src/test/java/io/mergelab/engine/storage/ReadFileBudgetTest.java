package io.mergelab.engine.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.ReadFileBudget;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReadFileBudgetTest {
    @TempDir
    Path dir;

    private List<Path> files(int count) throws IOException {
        List<Path> paths = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            paths.add(Files.writeString(dir.resolve("f" + i + ".bin"), "file number " + i + " of " + count));
        }
        return paths;
    }

    private static String read(ReadFileBudget.ReadFile file, int from) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(64);
        file.readFully(buffer, from);
        return new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8);
    }

    @Test
    void manyReadersShareFewDescriptorsAndReadTheRightBytes() throws IOException {
        ReadFileBudget budget = new ReadFileBudget(4);
        List<ReadFileBudget.ReadFile> open = new ArrayList<>();
        for (Path p : files(40)) {
            open.add(budget.open(p));
            assertThat(budget.openCount()).isLessThanOrEqualTo(4);
        }
        for (int round = 0; round < 3; round++) {
            for (int i = open.size() - 1; i >= 0; i--) {
                assertThat(read(open.get(i), 5)).isEqualTo("number " + i + " of 40");
                assertThat(budget.openCount()).isLessThanOrEqualTo(4);
            }
        }
        assertThat(budget.reopenCount()).as("closed while idle and opened again").isGreaterThanOrEqualTo(100);
        open.forEach(ReadFileBudget.ReadFile::close);
        assertThat(budget.openCount()).isZero();
    }

    @Test
    void aBudgetLargeEnoughNeverReopens() throws IOException {
        ReadFileBudget budget = new ReadFileBudget(100);
        List<ReadFileBudget.ReadFile> open = new ArrayList<>();
        for (Path p : files(10)) {
            open.add(budget.open(p));
        }
        for (ReadFileBudget.ReadFile f : open) {
            read(f, 0);
        }
        assertThat(budget.reopenCount()).isZero();
        assertThat(budget.openCount()).isEqualTo(10);
    }

    @Test
    void aFileOpenedAtFirstReadHoldsNoDescriptorUntilThen() throws IOException {
        ReadFileBudget budget = new ReadFileBudget(2);
        List<Path> paths = files(2);
        ReadFileBudget.ReadFile mapped = budget.openAtFirstRead(paths.get(0));
        ReadFileBudget.ReadFile never = budget.openAtFirstRead(paths.get(1));
        assertThat(budget.openCount()).isZero();
        assertThat(read(mapped, 5)).isEqualTo("number 0 of 2");
        assertThat(budget.openCount()).isEqualTo(1);
        assertThat(budget.reopenCount()).as("a first open is no reopen").isZero();
        mapped.close();
        never.close();
        assertThat(budget.openCount()).isZero();
    }

    @Test
    void aFileOpenedAtFirstReadThatIsMissingFailsThen() throws IOException {
        ReadFileBudget budget = new ReadFileBudget(2);
        ReadFileBudget.ReadFile gone = budget.openAtFirstRead(dir.resolve("gone.bin"));
        assertThatThrownBy(() -> read(gone, 0))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_OPEN_FILE));
        gone.close();
        assertThat(budget.openCount()).isZero();
    }

    @Test
    void theLeastRecentlyReadIdleFileIsClosedFirst() throws IOException {
        ReadFileBudget budget = new ReadFileBudget(2);
        List<Path> paths = files(3);
        ReadFileBudget.ReadFile first = budget.open(paths.get(0));
        ReadFileBudget.ReadFile second = budget.open(paths.get(1));
        read(first, 0);
        ReadFileBudget.ReadFile third = budget.open(paths.get(2));
        assertThat(budget.openCount()).isEqualTo(2);
        read(first, 0);
        read(third, 0);
        assertThat(budget.reopenCount()).as("the first file was read after the second, so the second was closed").isZero();
        assertThat(read(second, 5)).isEqualTo("number 1 of 3");
        assertThat(budget.reopenCount()).isEqualTo(1);
        first.close();
        second.close();
        third.close();
        assertThat(budget.openCount()).isZero();
    }

    @Test
    void threadsReadingAtOnceStayNearTheBudget() throws Exception {
        ReadFileBudget budget = new ReadFileBudget(3);
        List<Path> paths = files(30);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int offset = t;
                done.add(pool.submit(() -> {
                    List<ReadFileBudget.ReadFile> mine = new ArrayList<>();
                    for (int i = offset; i < paths.size(); i += 4) {
                        mine.add(budget.open(paths.get(i)));
                    }
                    int checked = 0;
                    for (int round = 0; round < 50; round++) {
                        for (int i = 0; i < mine.size(); i++) {
                            assertThat(read(mine.get(i), 5)).startsWith("number " + (offset + 4 * i) + " ");
                            // in a read, each thread may push the budget over by its one file at most
                            assertThat(budget.openCount()).isLessThanOrEqualTo(3 + 4);
                            checked++;
                        }
                    }
                    mine.forEach(ReadFileBudget.ReadFile::close);
                    return checked;
                }));
            }
            int checked = 0;
            for (Future<Integer> f : done) {
                checked += f.get();
            }
            assertThat(checked).isEqualTo(50 * 30);
        } finally {
            pool.shutdownNow();
        }
        assertThat(budget.openCount()).isZero();
    }

    @Test
    void aMissingFileFailsAtOpenNamingIt() {
        Path missing = dir.resolve("gone.bin");
        assertThatThrownBy(() -> new ReadFileBudget(2).open(missing))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_OPEN_FILE))
                .hasMessageContaining("gone.bin");
    }
}
