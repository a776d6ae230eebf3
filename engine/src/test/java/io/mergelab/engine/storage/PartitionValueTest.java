package io.mergelab.engine.storage;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.type.DataType;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class PartitionValueTest {

    private static PartitionValue value(String types, Object... values) {
        List<DataType> parsed = types.isEmpty() ? List.of()
                : Arrays.stream(types.split(";")).map(DataType::parse).toList();
        return new PartitionValue(parsed, Arrays.asList(values));
    }

    @Test
    void noKeyIsAll() {
        assertThat(PartitionValue.NONE.partitionId()).isEqualTo("all");
        assertThat(PartitionValue.NONE.display()).isEqualTo("tuple()");
    }

    @Test
    void integersJoinWithDashes() {
        assertThat(value("UInt32", 202401L).partitionId()).isEqualTo("202401");
        assertThat(value("UInt32", 202401L).display()).isEqualTo("202401");
        assertThat(value("UInt8;Int16", 1L, 2L).partitionId()).isEqualTo("1-2");
        assertThat(value("UInt8;Int16", 1L, -2L).partitionId()).as("ClickHouse joins a negative number as is").isEqualTo("1--2");
        assertThat(value("UInt8;Int16", 1L, -2L).display()).isEqualTo("(1,-2)");
        assertThat(value("UInt64", -1L).partitionId()).isEqualTo("18446744073709551615");
        assertThat(value("Bool", true).partitionId()).isEqualTo("1");
        assertThat(value("DateTime", Instant.ofEpochSecond(1_700_000_000L)).partitionId()).isEqualTo("1700000000");
        assertThat(value("Date32", LocalDate.of(1970, 1, 11)).partitionId()).isEqualTo("10");
        assertThat(value("Nullable(UInt16)", 7L).partitionId()).isEqualTo("7");
    }

    @Test
    void datesPrintAsYyyymmdd() {
        assertThat(value("Date", LocalDate.of(1999, 12, 27)).partitionId()).isEqualTo("19991227");
        assertThat(value("Date", LocalDate.of(1999, 12, 27)).display()).isEqualTo("1999-12-27");
        PartitionValue tuple = value("Date;UInt8", LocalDate.of(2000, 1, 1), 1L);
        assertThat(tuple.partitionId()).isEqualTo("20000101-1");
        assertThat(tuple.display()).isEqualTo("('2000-01-01',1)");
    }

    @Test
    void stringsHashLikeClickHouse() {
        // ids from ClickHouse's own test 00502_custom_partitioning_local (PARTITION BY a String column)
        assertThat(value("String", "aaa").partitionId()).isEqualTo("9b50856126a8a6064f11f027d455bf58");
        assertThat(value("String", "bbb").partitionId()).isEqualTo("7d878f3d88441d2b3dc371e2a3050f6d");
        assertThat(value("String", "aaa").display()).isEqualTo("aaa");
        assertThat(value("UInt8;String", 1L, "a'b").display()).isEqualTo("(1,'a\\'b')");
    }

    @Test
    void otherNonIntegralValuesHashToStable32HexDigits() {
        List<PartitionValue> values = List.of(
                value("Float64", 1.5),
                value("Decimal(9, 2)", new BigDecimal("1.50")),
                value("Decimal(18, 2)", new BigDecimal("1.50")),
                value("DateTime64(3)", Instant.ofEpochMilli(1)),
                value("UUID", UUID.fromString("61f0c404-5cb3-11e7-907b-a6006ad3dba0")),
                value("Nullable(UInt8)", (Object) null),
                value("Array(UInt8)", List.of(1L, 2L)),
                value("String;UInt8", "a", 1L));
        for (PartitionValue v : values) {
            assertThat(v.partitionId()).matches("[0-9a-f]{32}").isEqualTo(v.partitionId());
        }
        assertThat(values.stream().map(PartitionValue::partitionId).distinct()).hasSize(values.size());
        assertThat(values.get(0).display()).isEqualTo("1.5");
        assertThat(values.get(1).display()).isEqualTo("1.5");
        assertThat(values.get(3).display()).isEqualTo("1970-01-01 00:00:00.001");
        assertThat(values.get(4).display()).isEqualTo("61f0c404-5cb3-11e7-907b-a6006ad3dba0");
        assertThat(values.get(5).display()).isEqualTo("NULL");
        assertThat(values.get(6).display()).isEqualTo("[1,2]");
    }

    @Test
    void ofTakesOneRowOfEvaluatedKeyColumns() {
        var column = io.mergelab.engine.column.LongColumn.of(DataType.parse("UInt32"), 202401, 202402);
        PartitionValue v = PartitionValue.of(List.of(column), 1);
        assertThat(v.partitionId()).isEqualTo("202402");
        assertThat(v.values()).containsExactly(202402L);
    }
}
