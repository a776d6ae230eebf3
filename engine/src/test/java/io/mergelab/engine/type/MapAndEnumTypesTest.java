package io.mergelab.engine.type;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MapAndEnumTypesTest {

    private static ErrorCode codeOf(Runnable r) {
        try {
            r.run();
        } catch (MergeLabException e) {
            return e.code();
        }
        throw new AssertionError("no error");
    }

    @Test
    void mapTypesParseAndPrintAsClickHouseWritesThem() {
        DataType t = DataType.parse("Map( LowCardinality(String) ,Array(Nullable(UInt8)))");
        assertThat(t).isEqualTo(new MapType(new LowCardinalityType(StringType.INSTANCE), new ArrayType(new NullableType(IntegerType.UINT8))));
        assertThat(t.name()).isEqualTo("Map(LowCardinality(String), Array(Nullable(UInt8)))");
        assertThat(DataType.parse(t.name())).isEqualTo(t);
        assertThat(((MapType) t).entryType().name()).isEqualTo("Tuple(LowCardinality(String), Array(Nullable(UInt8)))");
    }

    @Test
    void badMapTypesAreRejected() {
        assertThat(codeOf(() -> DataType.parse("Map(String)"))).isEqualTo(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH);
        assertThat(codeOf(() -> DataType.parse("Map(Nullable(String), UInt8)"))).isEqualTo(ErrorCode.BAD_ARGUMENTS);
        assertThat(codeOf(() -> DataType.parse("Nullable(Map(String, UInt8))"))).isEqualTo(ErrorCode.BAD_ARGUMENTS);
    }

    @Test
    void enumElementsAreSortedByCodeAndNamesEscaped() {
        EnumType e = (EnumType) DataType.parse("Enum8('b' = 2, 'it\\'s' = -1, 'tab\\there' = 5)");
        assertThat(e.names()).containsExactly("it's", "b", "tab\there");
        assertThat(e.codes()).containsExactly(-1, 2, 5);
        assertThat(e.name()).isEqualTo("Enum8('it\\'s' = -1, 'b' = 2, 'tab\\there' = 5)");
        assertThat(DataType.parse(e.name())).isEqualTo(e);
        assertThat(e.defaultCode()).isEqualTo(-1);
        assertThat(e.codeOf("b")).isEqualTo(2);
        assertThat(e.nameOf(5)).isEqualTo("tab\there");
        assertThat(DataType.parse("Enum8('a' = 1, 'b' = 2)")).isEqualTo(DataType.parse("Enum8('b' = 2, 'a' = 1)"));
    }

    @Test
    void enumWithoutWidthOrCodesNumbersFromOneAndPicksTheWidth() {
        assertThat(DataType.parse("Enum('x', 'y')").name()).isEqualTo("Enum8('x' = 1, 'y' = 2)");
        assertThat(DataType.parse("Enum('x' = 200, 'y')").name()).isEqualTo("Enum16('x' = 200, 'y' = 201)");
        assertThat(DataType.parse("Enum16('x')").name()).isEqualTo("Enum16('x' = 1)");
    }

    @Test
    void badEnumsAreRejected() {
        assertThat(codeOf(() -> DataType.parse("Enum8('a' = 1, 'a' = 2)"))).isEqualTo(ErrorCode.BAD_ARGUMENTS);
        assertThat(codeOf(() -> DataType.parse("Enum8('a' = 1, 'b' = 1)"))).isEqualTo(ErrorCode.BAD_ARGUMENTS);
        assertThat(codeOf(() -> DataType.parse("Enum8('a' = 128)"))).isEqualTo(ErrorCode.BAD_ARGUMENTS);
        assertThat(codeOf(() -> DataType.parse("Enum16('a' = 40000)"))).isEqualTo(ErrorCode.BAD_ARGUMENTS);
        assertThat(codeOf(() -> DataType.parse("Enum8()"))).isEqualTo(ErrorCode.UNEXPECTED_AST_STRUCTURE);
        assertThat(codeOf(() -> DataType.parse("Enum8(1)"))).isEqualTo(ErrorCode.UNEXPECTED_AST_STRUCTURE);
    }

    @Test
    void unknownNamesAndCodesAreUnknownElementOfEnum() {
        EnumType e = (EnumType) DataType.parse("Enum8('Hello' = 1, 'World' = 2)");
        assertThatThrownBy(() -> e.codeOf("Helo")).isInstanceOfSatisfying(MergeLabException.class, x -> {
            assertThat(x.code()).isEqualTo(ErrorCode.UNKNOWN_ELEMENT_OF_ENUM);
            assertThat(x.getMessage()).contains("Unknown element 'Helo' for enum, maybe you meant: ['Hello']");
        });
        assertThatThrownBy(() -> e.nameOf(3)).isInstanceOfSatisfying(MergeLabException.class,
                x -> assertThat(x.getMessage()).contains("Unexpected value 3 in enum"));
    }

    @Test
    void boxedValuesOfMapsAndEnums() {
        MapType m = (MapType) DataType.parse("Map(String, UInt8)");
        ColumnBuilder b = ColumnBuilder.create(m);
        b.appendValue(Map.of("k", 1L));
        b.appendValue(List.of(List.of("a", 1L), List.of("a", 2L)));
        b.appendDefault();
        Column c = b.build();
        assertThat(c.get(0)).isEqualTo(List.of(List.of("k", 1L)));
        assertThat(c.get(1)).isEqualTo(List.of(List.of("a", 1L), List.of("a", 2L)));
        assertThat(c.get(2)).isEqualTo(List.of());

        EnumType e = (EnumType) DataType.parse("Enum8('a' = 5, 'b' = 7)");
        ColumnBuilder eb = ColumnBuilder.create(e);
        eb.appendValue("b");
        eb.appendValue(5L);
        eb.appendDefault();
        Column ec = eb.build();
        assertThat(List.of(ec.get(0), ec.get(1), ec.get(2))).containsExactly("b", "a", "a");
        assertThatThrownBy(() -> eb.appendValue(6L)).isInstanceOf(MergeLabException.class);
    }
}
