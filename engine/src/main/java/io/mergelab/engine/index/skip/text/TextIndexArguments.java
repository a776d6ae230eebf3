package io.mergelab.engine.index.skip.text;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.LowCardinalityType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import java.math.BigInteger;

/** Checks of ngrambf_v1 / tokenbf_v1 declarations, with ClickHouse's error codes and messages. */
final class TextIndexArguments {
    private static final long MAX_FILTER_BYTES = 1L << 30;

    private TextIndexArguments() {
    }

    /** Fails unless {@code exprType} is String or FixedString, under LowCardinality or one Array. */
    static void checkType(DataType exprType) {
        DataType t = exprType;
        if (t instanceof ArrayType a) {
            t = a.element();
        } else if (t instanceof LowCardinalityType lc) {
            // The dictionary type: LowCardinality(Nullable(String)) counts as String.
            t = lc.nested() instanceof NullableType n ? n.nested() : lc.nested();
        }
        if (!(t instanceof StringType || t instanceof FixedStringType)) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Ngram and token bloom filter indexes can only be used with column types "
                    + "`String`, `FixedString`, `LowCardinality(String)`, `LowCardinality(FixedString)`, `Array(String)` or `Array(FixedString)`");
        }
    }

    /** The unsigned arguments of {@code definition}, of which there must be {@code count}; {@code shortName} is ngrambf or tokenbf. */
    static long[] unsigned(IndexDefinition definition, int count, String shortName) {
        if (definition.typeArgs().size() != count) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "`" + shortName + "` index must have exactly " + count + " arguments");
        }
        long[] out = new long[count];
        for (int i = 0; i < count; i++) {
            Expr arg = definition.typeArgs().get(i);
            if (arg instanceof Literal l && l.value() instanceof Long v && v >= 0) {
                out[i] = v;
            } else if (arg instanceof Literal l && l.value() instanceof BigInteger v) {
                out[i] = v.longValue();
            } else {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "All parameters to *bf_v1 index must be unsigned integers");
            }
        }
        return out;
    }

    /** The filter parameters from the size in bytes, number of hashes and seed. */
    static TextBloomFilterParams params(long sizeBytes, long hashes, long seed) {
        if (sizeBytes == 0) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "The size of bloom filter cannot be zero");
        }
        if (hashes == 0) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "The number of hash functions for bloom filter cannot be zero");
        }
        if (Long.compareUnsigned(sizeBytes, MAX_FILTER_BYTES) > 0) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "The size of bloom filter cannot be more than " + MAX_FILTER_BYTES);
        }
        return new TextBloomFilterParams((int) sizeBytes, clampToInt(hashes), seed);
    }

    /** An unsigned argument as an int, saturating: no filter probes or n-grams could use more. */
    static int clampToInt(long unsigned) {
        return Long.compareUnsigned(unsigned, Integer.MAX_VALUE) > 0 ? Integer.MAX_VALUE : (int) unsigned;
    }
}
