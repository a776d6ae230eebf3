package io.mergelab.engine.column;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.type.DataType;
import org.junit.jupiter.api.Test;

class ColumnDescriptionsTest {

    @Test
    void namesColumnsAfterTheVectorThatHoldsThem() {
        assertThat(ColumnDescriptions.constName(DataType.parse("UInt8"))).isEqualTo("Const(UInt8)");
        assertThat(ColumnDescriptions.name(DataType.parse("Date"))).isEqualTo("UInt16");
        assertThat(ColumnDescriptions.name(DataType.parse("DateTime"))).isEqualTo("UInt32");
        assertThat(ColumnDescriptions.name(DataType.parse("Bool"))).isEqualTo("UInt8");
        assertThat(ColumnDescriptions.name(DataType.parse("Nullable(String)"))).isEqualTo("Nullable(String)");
        assertThat(ColumnDescriptions.name(DataType.parse("Array(FixedString(3))"))).isEqualTo("Array(FixedString(3))");
        assertThat(ColumnDescriptions.name(DataType.parse("Decimal(18, 4)"))).isEqualTo("Decimal64");
    }

    @Test
    void dumpsTheStructureOfEmptyColumnsWithTheirSubColumns() {
        assertThat(ColumnDescriptions.emptyStructure(DataType.parse("UInt64"))).isEqualTo("UInt64(size = 0)");
        assertThat(ColumnDescriptions.emptyStructure(DataType.parse("Nullable(Int64)")))
                .isEqualTo("Nullable(size = 0, Int64(size = 0), UInt8(size = 0))");
        assertThat(ColumnDescriptions.emptyStructure(DataType.parse("Array(String)")))
                .isEqualTo("Array(size = 0, String(size = 0), UInt64(size = 0))");
        assertThat(ColumnDescriptions.emptyStructure(DataType.parse("FixedString(4)"))).isEqualTo("FixedString(size = 0)");
    }
}
