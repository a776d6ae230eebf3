package io.mergelab.engine.index.skip;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.assertThatNoException;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.index.skip.bloom.BloomFilterIndexType;
import io.mergelab.engine.index.skip.text.NgramBloomFilterIndexType;
import io.mergelab.engine.index.skip.text.TokenBloomFilterIndexType;
import io.mergelab.engine.type.DataType;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;

/** Declarations of bloom_filter, ngrambf_v1 and tokenbf_v1 fail with ClickHouse's codes and messages. */
class BloomFamilyArgumentsTest {
    private static AbstractThrowableAssert<?, ? extends Throwable> create(SkipIndexType type, String exprType, String... args) {
        return assertThatThrownBy(() -> type.create(SkipIndexFixture.definition(type, "s", args), DataType.parse(exprType)))
                .isInstanceOf(MergeLabException.class);
    }

    private static void fails(SkipIndexType type, String exprType, ErrorCode code, String message, String... args) {
        create(type, exprType, args).hasMessage(message).extracting(e -> ((MergeLabException) e).code()).isEqualTo(code);
    }

    @Test
    void bloomFilterArguments() {
        BloomFilterIndexType t = new BloomFilterIndexType();
        fails(t, "String", ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "BloomFilter index cannot have more than one parameter.", "0.1", "0.2");
        String rate = "The BloomFilter false positive must be a double number between 0 and 1.";
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, rate, "1.5");
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, rate, "-0.1");
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, rate, "1");
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, rate, "'0.1'");
        assertThatNoException().isThrownBy(() -> t.create(SkipIndexFixture.definition(t, "s", "0.0"), DataType.parse("String")));
    }

    @Test
    void bloomFilterTypes() {
        BloomFilterIndexType t = new BloomFilterIndexType();
        fails(t, "Map(String, String)", ErrorCode.ILLEGAL_COLUMN, "Unexpected type Map(String, String) of bloom filter index.");
        fails(t, "Decimal(10, 2)", ErrorCode.ILLEGAL_COLUMN, "Unexpected type Decimal(10, 2) of bloom filter index.");
        fails(t, "Tuple(UInt8, String)", ErrorCode.ILLEGAL_COLUMN, "Unexpected type Tuple(UInt8, String) of bloom filter index.");
        fails(t, "Array(Array(String))", ErrorCode.BAD_ARGUMENTS, "Unexpected type Array(Array(String)) of bloom filter index.");
        for (String ok : new String[] {"UInt8", "Int64", "Float32", "Bool", "Enum8('a' = 1)", "Date", "Date32", "DateTime", "DateTime64(3)",
            "String", "FixedString(3)", "UUID", "Nullable(String)", "LowCardinality(String)", "LowCardinality(Nullable(String))",
            "Array(UInt32)", "Array(LowCardinality(String))", "Array(Nullable(Int8))"}) {
            assertThatNoException().as(ok).isThrownBy(() -> t.create(SkipIndexFixture.definition(t, "s"), DataType.parse(ok)));
        }
    }

    @Test
    void ngramArguments() {
        NgramBloomFilterIndexType t = new NgramBloomFilterIndexType();
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, "`ngrambf` index must have exactly 4 arguments", "3", "256", "2");
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, "ngram length must be at least 1", "0", "256", "2", "0");
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, "The size of bloom filter cannot be zero", "3", "0", "2", "0");
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, "The number of hash functions for bloom filter cannot be zero", "3", "256", "0", "0");
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, "The size of bloom filter cannot be more than 1073741824", "3", "1073741825", "2", "0");
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, "All parameters to *bf_v1 index must be unsigned integers", "3", "256", "-2", "0");
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, "All parameters to *bf_v1 index must be unsigned integers", "3", "256.5", "2", "0");
    }

    @Test
    void tokenArguments() {
        TokenBloomFilterIndexType t = new TokenBloomFilterIndexType();
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, "`tokenbf` index must have exactly 3 arguments", "256", "2", "0", "1");
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, "The size of bloom filter cannot be zero", "0", "2", "0");
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, "The number of hash functions for bloom filter cannot be zero", "256", "0", "0");
        fails(t, "String", ErrorCode.BAD_ARGUMENTS, "All parameters to *bf_v1 index must be unsigned integers", "'256'", "2", "0");
    }

    @Test
    void textIndexTypes() {
        String message = "Ngram and token bloom filter indexes can only be used with column types `String`, `FixedString`, "
                + "`LowCardinality(String)`, `LowCardinality(FixedString)`, `Array(String)` or `Array(FixedString)`";
        for (SkipIndexType t : new SkipIndexType[] {new NgramBloomFilterIndexType(), new TokenBloomFilterIndexType()}) {
            String[] args = t instanceof NgramBloomFilterIndexType ? new String[] {"3", "256", "2", "0"} : new String[] {"256", "2", "0"};
            fails(t, "UInt32", ErrorCode.BAD_ARGUMENTS, message, args);
            fails(t, "Nullable(String)", ErrorCode.BAD_ARGUMENTS, message, args);
            fails(t, "Array(Nullable(String))", ErrorCode.BAD_ARGUMENTS, message, args);
            fails(t, "Map(String, String)", ErrorCode.BAD_ARGUMENTS, message, args);
            for (String ok : new String[] {"String", "FixedString(4)", "LowCardinality(String)", "LowCardinality(Nullable(String))",
                "Array(String)", "Array(FixedString(2))"}) {
                assertThatNoException().as(ok).isThrownBy(() -> t.create(SkipIndexFixture.definition(t, "s", args), DataType.parse(ok)));
            }
        }
    }
}
