package io.mergelab.engine.function;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.error.NameHints;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * Scalar functions by name, with ClickHouse's aliases and case-insensitive names. Binding applies the
 * rules every function shares: LowCardinality is transparent and NULLs propagate by default.
 */
public final class FunctionRegistry {
    private final Builder registered;
    /** The families not all registered yet, in order; each registers its functions into {@link #registered}. */
    private final List<Consumer<Builder>> families;
    private volatile int familiesRegistered;

    /** A registered name as system.functions lists it; {@code aliasTo} is empty for a function's own name. */
    public record Entry(String name, boolean caseInsensitive, String aliasTo) {
    }

    private FunctionRegistry(Builder registered, List<Consumer<Builder>> families) {
        this.registered = registered;
        this.families = List.copyOf(families);
    }

    /**
     * A registry of {@code families}, each registering its functions (and aliases of its own or earlier families'
     * functions) into a builder. They are registered in order as lookups need them: a name is looked up in the
     * families registered so far, and the next is registered only when it is not there. A short process whose
     * statements use a few common functions so links only the families up to theirs; what a later family would
     * change is checked before an answer depends on it (an exact name first in every family, then a case-insensitive
     * one; listings and unknown names register all of them).
     */
    public static FunctionRegistry inFamilies(List<Consumer<Builder>> families) {
        return new FunctionRegistry(new Builder(), families);
    }

    /** Every registered name, sorted. */
    public List<Entry> entries() {
        registerAll();
        List<Entry> out = new ArrayList<>();
        for (String name : new TreeSet<>(registered.exact.keySet())) {
            String target = registered.exact.get(name).name();
            out.add(new Entry(name, registered.insensitiveNames.contains(name), target.equals(name) ? "" : target));
        }
        return out;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Optional<FunctionDefinition> find(String name) {
        while (true) {
            // read before the maps: every function of the families counted here is in them
            int done = familiesRegistered;
            FunctionDefinition def = registered.exact.get(name);
            if (def != null) {
                return Optional.of(def);
            }
            if (done == families.size()) {
                return Optional.ofNullable(registered.insensitive.get(name.toLowerCase(Locale.ROOT)));
            }
            registerFamily(done);
        }
    }

    /** Every name (canonical and alias) a query can use. */
    public Set<String> names() {
        registerAll();
        return Collections.unmodifiableSet(new TreeSet<>(registered.exact.keySet()));
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
        registerAll();
        List<String> candidates = new ArrayList<>(registered.exact.keySet());
        candidates.addAll(otherNames);
        return new MergeLabException(ErrorCode.UNKNOWN_FUNCTION,
                "Function with name `" + name + "` does not exist" + NameHints.suffix(name, candidates));
    }

    /** Registers family {@code index} unless another thread has; families are registered one after another. */
    private synchronized void registerFamily(int index) {
        if (familiesRegistered == index) {
            families.get(index).accept(registered);
            familiesRegistered = index + 1;
        }
    }

    private void registerAll() {
        for (int done = familiesRegistered; done < families.size(); done = familiesRegistered) {
            registerFamily(done);
        }
    }

    public static final class Builder {
        // concurrent: a registry's lookups read them while a later family is being registered
        private final Map<String, FunctionDefinition> exact = new ConcurrentHashMap<>();
        private final Map<String, FunctionDefinition> insensitive = new ConcurrentHashMap<>();
        private final Set<String> insensitiveNames = ConcurrentHashMap.newKeySet();

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

        /** The registry of the functions added so far. */
        public FunctionRegistry build() {
            return new FunctionRegistry(this, List.of());
        }
    }
}
