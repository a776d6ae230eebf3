package io.mergelab.engine.processor.transform;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.PartSettings;
import io.mergelab.engine.storage.PartWriter;
import io.mergelab.engine.storage.PartitionValue;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** preferred_block_size_bytes: wide columns give blocks of fewer rows than max_block_size. */
class ReadBlockSizeTest {
    @TempDir
    Path dir;

    /** 1,000 rows of (id UInt64, s String of 100 characters), granules of 10 rows. */
    private DataPart part() {
        ColumnBuilder ids = ColumnBuilder.create(IntegerType.UINT64);
        ColumnBuilder strings = ColumnBuilder.create(StringType.INSTANCE);
        byte[] text = "x".repeat(100).getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < 1000; i++) {
            ids.appendLong(i);
            strings.appendBytes(text, 0, text.length);
        }
        return PartWriter.write(dir, PartName.forInsert(PartitionValue.NONE.partitionId(), 1),
                List.of(new PartColumn("id", IntegerType.UINT64), new PartColumn("s", StringType.INSTANCE)),
                Chunk.of(List.of(ids.build(), strings.build())), List.of(), List.of(), PartitionValue.NONE, List.of(),
                new PartSettings(10, 0));
    }

    @Test
    void wideColumnsShrinkTheBlockToThePreferredBytes() {
        DataPart part = part();
        int rows = new ReadBlockSize(65_536, 10_000).rows(part, List.of("id", "s"));
        // about 100 bytes of text, its length and 8 bytes of id per row
        assertThat(rows).isBetween(80, 95);
    }

    @Test
    void narrowColumnsKeepMaxBlockSize() {
        assertThat(new ReadBlockSize(500, 10_000).rows(part(), List.of("id"))).isEqualTo(500);
    }

    @Test
    void noByteLimitMeansMaxBlockSizeAndABlockHasAtLeastOneRow() {
        DataPart part = part();
        assertThat(new ReadBlockSize(300, 0).rows(part, List.of("id", "s"))).isEqualTo(300);
        assertThat(new ReadBlockSize(300, 1).rows(part, List.of("id", "s"))).isEqualTo(1);
    }
}
