package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.index.skip.ConditionTree;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The predicates a {@code bloom_filter} index judges, as in ClickHouse: the {@link MembershipPredicates} with
 * constants of any type the index holds, each looked up by its value hash.
 */
final class BloomFilterAtoms {
    private final DataType valueType;
    private final MembershipPredicates predicates;

    /** {@code valueType} is the type of one indexed value: the element type for an Array index. */
    BloomFilterAtoms(Expr indexExpr, DataType valueType, boolean array) {
        this.valueType = valueType;
        this.predicates = new MembershipPredicates(indexExpr, array, this::hashes);
    }

    Optional<ConditionTree.Atom> atom(Expr e) {
        return predicates.atom(e);
    }

    /**
     * The atom over the hashes of {@code values} as indexed values; none when a value does not convert exactly, or,
     * with {@code refuseDefault}, when one is the default value.
     */
    private Optional<ConditionTree.Atom> hashes(List<Object> values, HashAtom.Mode mode, boolean refuseDefault) {
        long defaultHash = ConstantHash.ofDefault(valueType);
        long[][] out = new long[values.size()][];
        for (int i = 0; i < out.length; i++) {
            OptionalLong h = ConstantHash.of(valueType, values.get(i));
            if (h.isEmpty() || (refuseDefault && h.getAsLong() == defaultHash)) {
                return Optional.empty();
            }
            out[i] = new long[] {h.getAsLong()};
        }
        return Optional.of(new HashAtom(out, mode));
    }
}
