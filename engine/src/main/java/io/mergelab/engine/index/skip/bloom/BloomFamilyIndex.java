package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.index.skip.ConditionTree;
import io.mergelab.engine.index.skip.SkipIndex;
import io.mergelab.engine.index.skip.SkipIndexCondition;
import io.mergelab.engine.sql.ast.Expr;
import java.util.Optional;
import java.util.function.Function;

/**
 * A declared Bloom-family index (bloom_filter, ngrambf_v1, tokenbf_v1): its type shown with the arguments as declared,
 * and its condition built from the atoms it judges. Subclasses hold the filter's parameters.
 */
public abstract class BloomFamilyIndex implements SkipIndex {
    private final IndexDefinition definition;
    private final Function<Expr, Optional<ConditionTree.Atom>> atoms;

    protected BloomFamilyIndex(IndexDefinition definition, Function<Expr, Optional<ConditionTree.Atom>> atoms) {
        this.definition = definition;
        this.atoms = atoms;
    }

    @Override
    public final IndexDefinition definition() {
        return definition;
    }

    @Override
    public final String typeFull() {
        return TypeNames.full(definition);
    }

    @Override
    public final Optional<SkipIndexCondition> condition(Expr filter) {
        return ConditionTree.of(filter, atoms);
    }
}
