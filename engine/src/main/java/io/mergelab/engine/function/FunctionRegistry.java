package io.mergelab.engine.function;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.error.NameHints;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Scalar functions by name, with ClickHouse's aliases and case-insensitive names. Binding applies the
 * rules every function shares: LowCardinality is transparent and NULLs propagate by default.
 */
public final class FunctionRegistry {
    private final Map<String, FunctionDefinition> exact;
    private final Map<String, FunctionDefinition> insensitive;
    private final Set<String> insensitiveNames;

    /** A registered name as system.functions lists it; {@code aliasTo} is empty for a function's own name. */
    public record Entry(String name, boolean caseInsensitive, String aliasTo) {
    }

    private FunctionRegistry(Map<String, FunctionDefinition> exact, Map<String, FunctionDefinition> insensitive,
                             Set<String> insensitiveNames) {
        this.exact = Map.copyOf(exact);
        this.insensitive = Map.copyOf(insensitive);
        this.insensitiveNames = Set.copyOf(insensitiveNames);
    }

    /** Every registered name, sorted. */
    public List<Entry> entries() {
        List<Entry> out = new ArrayList<>();
        for (String name : new TreeSet<>(exact.keySet())) {
            String target = exact.get(name).name();
            out.add(new Entry(name, insensitiveNames.contains(name), target.equals(name) ? "" : target));
        }
        return out;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Optional<FunctionDefinition> find(String name) {
        FunctionDefinition def = exact.get(name);
        if (def == null) {
            def = insensitive.get(name.toLowerCase(Locale.ROOT));
        }
        return Optional.ofNullable(def);
    }

    /** Every name (canonical and alias) a query can use. */
    public Set<String> names() {
        return Collections.unmodifiableSet(new TreeSet<>(exact.keySet()));
    }

    /** Resolves and binds a call; UNKNOWN_FUNCTION with a hint when the name is unknown. */
    public BoundFunction bind(String name, List<ArgumentType> args, FunctionContext context) {
        FunctionDefinition def = find(name).orElseThrow(() -> unknown(name, List.of()));
        List<ArgumentType> seen = args;
        if (!def.seesLowCardinality()) {
            seen = new ArrayList<>(args.size());
            for (ArgumentType a : args) {
                seen.add(new ArgumentType(TypeRules.stripLowCardinality(a.type()), a.constant()));
            }
        }
        return def.defaultNullHandling() ? NullPropagation.bind(def, seen, context) : def.bind(seen, context);
    }

    /** UNKNOWN_FUNCTION; the hint also considers {@code otherNames} (aggregates), as ClickHouse's does. */
    public MergeLabException unknown(String name, Collection<String> otherNames) {
        List<String> candidates = new ArrayList<>(exact.keySet());
        candidates.addAll(otherNames);
        return new MergeLabException(ErrorCode.UNKNOWN_FUNCTION,
                "Function with name `" + name + "` does not exist" + NameHints.suffix(name, candidates));
    }

    public static final class Builder {
        private final Map<String, FunctionDefinition> exact = new HashMap<>();
        private final Map<String, FunctionDefinition> insensitive = new HashMap<>();
        private final Set<String> insensitiveNames = new HashSet<>();

        public Builder add(FunctionDefinition def) {
            put(def.name(), def, def.caseInsensitive());
            return this;
        }

        /** Registers another name for an already added function. */
        public Builder alias(String alias, String target, boolean caseInsensitive) {
            FunctionDefinition def = exact.get(target);
            if (def == null) {
                throw new IllegalStateException("alias " + alias + " of unknown function " + target);
            }
            put(alias, def, caseInsensitive);
            return this;
        }

        private void put(String name, FunctionDefinition def, boolean caseInsensitive) {
            if (exact.putIfAbsent(name, def) != null) {
                throw new IllegalStateException("function " + name + " registered twice");
            }
            if (caseInsensitive) {
                insensitiveNames.add(name);
                insensitive.put(name.toLowerCase(Locale.ROOT), def);
            }
        }

        public FunctionRegistry build() {
            return new FunctionRegistry(exact, insensitive, insensitiveNames);
        }
    }
}
