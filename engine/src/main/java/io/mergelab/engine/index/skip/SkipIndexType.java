package io.mergelab.engine.index.skip;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.type.DataType;

/**
 * A kind of data-skipping index ({@code minmax}, {@code set}, {@code bloom_filter}, {@code ngrambf_v1},
 * {@code tokenbf_v1}): checks a declaration's arguments and expression type and makes the index.
 */
public interface SkipIndexType {
    /** The name in {@code TYPE name(...)}, as ClickHouse spells it. */
    String name();

    /**
     * The index declared by {@code definition}, whose expression has type {@code exprType}; a bad argument or an
     * unsupported type fails with a MergeLabException naming the index and the problem.
     */
    SkipIndex create(IndexDefinition definition, DataType exprType);
}
