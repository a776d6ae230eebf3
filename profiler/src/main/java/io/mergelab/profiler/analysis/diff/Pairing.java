package io.mergelab.profiler.analysis.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Pairs the items of side A with those of side B: each A item takes the first B item not yet taken with an equal
 * exact key, then each A item left takes the first B item left with an equal loose key; the rest stay unpaired.
 * Both lists are in their natural order (plan step id, funnel stage order), so repeated keys pair up by occurrence.
 * The result holds A's items in A's order, then B's unpaired ones in B's order.
 */
final class Pairing {
    private Pairing() {
    }

    record Pair<T>(Optional<T> a, Optional<T> b) {
    }

    static <T> List<Pair<T>> of(List<T> a, List<T> b, Function<T, ?> exactKey, Function<T, ?> looseKey) {
        List<T> unpairedB = new ArrayList<>(b);
        List<Optional<T>> partners = new ArrayList<>();
        for (T item : a) {
            partners.add(take(item, unpairedB, exactKey));
        }
        for (int i = 0; i < a.size(); i++) {
            if (partners.get(i).isEmpty()) {
                partners.set(i, take(a.get(i), unpairedB, looseKey));
            }
        }
        List<Pair<T>> pairs = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            pairs.add(new Pair<>(Optional.of(a.get(i)), partners.get(i)));
        }
        unpairedB.forEach(item -> pairs.add(new Pair<>(Optional.empty(), Optional.of(item))));
        return List.copyOf(pairs);
    }

    private static <T> Optional<T> take(T item, List<T> candidates, Function<T, ?> key) {
        Object wanted = key.apply(item);
        for (int i = 0; i < candidates.size(); i++) {
            if (Objects.equals(key.apply(candidates.get(i)), wanted)) {
                return Optional.of(candidates.remove(i));
            }
        }
        return Optional.empty();
    }
}
