package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.index.skip.SkipIndex;
import io.mergelab.engine.index.skip.SkipIndexType;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.LowCardinalityType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.UuidType;

/**
 * {@code bloom_filter([false_positive])}: a Bloom filter of the distinct values (array elements for an Array) of each
 * index granule, sized from the false-positive rate (default 0.025). Indexes integers, floats, Bool, Enum, dates and
 * times, String, FixedString and UUID, under Nullable, LowCardinality and one level of Array; Map keys or values
 * through {@code mapKeys(m)} / {@code mapValues(m)}. Argument checks and messages follow ClickHouse.
 */
public final class BloomFilterIndexType implements SkipIndexType {
    public static final String NAME = "bloom_filter";
    private static final double DEFAULT_FALSE_POSITIVE_RATE = 0.025;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SkipIndex create(IndexDefinition definition, DataType exprType) {
        DataType valueType = valueType(exprType);
        double fpr = falsePositiveRate(definition);
        return new BloomFilterIndex(definition, exprType instanceof ArrayType, valueType, BloomFilterSizing.forFalsePositiveRate(fpr));
    }

    /** The type of one indexed value: {@code exprType} without Nullable, LowCardinality and one level of Array. */
    private static DataType valueType(DataType exprType) {
        DataType t = exprType;
        if (t instanceof ArrayType a) {
            if (a.element() instanceof ArrayType) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Unexpected type " + exprType.name() + " of bloom filter index.");
            }
            t = a.element();
        }
        while (t instanceof NullableType || t instanceof LowCardinalityType) {
            t = t instanceof NullableType n ? n.nested() : ((LowCardinalityType) t).nested();
        }
        boolean supported = t instanceof IntegerType || t instanceof FloatType || t instanceof BoolType || t instanceof EnumType
                || t instanceof DateType || t instanceof Date32Type || t instanceof DateTimeType || t instanceof DateTime64Type
                || t instanceof StringType || t instanceof FixedStringType || t instanceof UuidType;
        if (!supported) {
            throw new MergeLabException(ErrorCode.ILLEGAL_COLUMN, "Unexpected type " + exprType.name() + " of bloom filter index.");
        }
        return t;
    }

    private static double falsePositiveRate(IndexDefinition definition) {
        if (definition.typeArgs().size() > 1) {
            throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "BloomFilter index cannot have more than one parameter.");
        }
        if (definition.typeArgs().isEmpty()) {
            return DEFAULT_FALSE_POSITIVE_RATE;
        }
        Expr arg = definition.typeArgs().get(0);
        if (arg instanceof Literal l && l.value() instanceof Double d && d >= 0 && d <= 1) {
            return d;
        }
        throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "The BloomFilter false positive must be a double number between 0 and 1.");
    }
}
