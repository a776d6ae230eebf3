package io.mergelab.sampledata.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.type.DataType;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class BytesColumnWriterTest {

    @Test
    void assemblesRowsFromPiecesNumbersAndHexDigits() {
        BytesColumnWriter w = new BytesColumnWriter(DataType.parse("String"), 4, 1);
        w.append(bytes("part ")).appendDecimal(7, 3).append((byte) '_').appendDecimal(1234567890123L).endRow();
        w.endRow();
        w.appendHex(0xDEADBEEF0123L, 12).append((byte) '|').appendHex(0xAB, 4).endRow();
        w.appendReplacingSpaces(bytes("cheap flights moscow"), (byte) '+').appendDecimal(0).endRow();

        BytesColumn column = w.finish();

        assertThat(column.size()).isEqualTo(4);
        assertThat(column.getString(0)).isEqualTo("part 007_1234567890123");
        assertThat(column.getString(1)).isEmpty();
        assertThat(column.getString(2)).isEqualTo("deadbeef0123|00ab");
        assertThat(column.getString(3)).isEqualTo("cheap+flights+moscow0");
        assertThat(column.data()).hasSize(column.offsets()[4]);
    }

    @Test
    void growsPastItsFirstEstimate() {
        BytesColumnWriter w = new BytesColumnWriter(DataType.parse("String"), 1000, 1);
        for (int i = 0; i < 1000; i++) {
            w.appendDecimal(i, 6).endRow();
        }
        BytesColumn column = w.finish();
        assertThat(column.getString(999)).isEqualTo("000999");
        assertThat(column.data()).hasSize(6000);
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
