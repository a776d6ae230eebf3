package io.mergelab.engine.function;

import java.util.List;

/** A {@link FunctionDefinition} from a name, an arity range, flags and a binder. */
public final class FunctionSpec implements FunctionDefinition {

    /** Binds checked arguments (arity already verified) to an implementation. */
    @FunctionalInterface
    public interface Binder {
        BoundFunction bind(String name, List<ArgumentType> args, FunctionContext context);
    }

    private final String name;
    private final int minArgs;
    private final int maxArgs;
    private final boolean caseInsensitive;
    private final boolean defaultNullHandling;
    private final boolean seesLowCardinality;
    private final Binder binder;

    private FunctionSpec(String name, int minArgs, int maxArgs, boolean caseInsensitive, boolean defaultNullHandling,
                         boolean seesLowCardinality, Binder binder) {
        this.name = name;
        this.minArgs = minArgs;
        this.maxArgs = maxArgs;
        this.caseInsensitive = caseInsensitive;
        this.defaultNullHandling = defaultNullHandling;
        this.seesLowCardinality = seesLowCardinality;
        this.binder = binder;
    }

    public static FunctionSpec of(String name, int minArgs, int maxArgs, Binder binder) {
        return new FunctionSpec(name, minArgs, maxArgs, false, true, false, binder);
    }

    public static FunctionSpec of(String name, int args, Binder binder) {
        return of(name, args, args, binder);
    }

    /** ClickHouse registers this name case-insensitively. */
    public FunctionSpec caseInsensitiveName() {
        return new FunctionSpec(name, minArgs, maxArgs, true, defaultNullHandling, seesLowCardinality, binder);
    }

    /** The function handles NULL arguments itself. */
    public FunctionSpec ownNullHandling() {
        return new FunctionSpec(name, minArgs, maxArgs, caseInsensitive, false, seesLowCardinality, binder);
    }

    public FunctionSpec withLowCardinalityTypes() {
        return new FunctionSpec(name, minArgs, maxArgs, caseInsensitive, defaultNullHandling, true, binder);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean caseInsensitive() {
        return caseInsensitive;
    }

    @Override
    public boolean defaultNullHandling() {
        return defaultNullHandling;
    }

    @Override
    public boolean seesLowCardinality() {
        return seesLowCardinality;
    }

    @Override
    public BoundFunction bind(List<ArgumentType> args, FunctionContext context) {
        Arguments.checkCount(name, args.size(), minArgs, maxArgs);
        return binder.bind(name, args, context);
    }
}
