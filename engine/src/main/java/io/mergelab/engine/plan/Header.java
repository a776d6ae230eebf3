package io.mergelab.engine.plan;

import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;

/** The columns a plan step outputs: names and types in chunk order. */
public record Header(List<String> names, List<DataType> types) {
    public Header {
        names = List.copyOf(names);
        types = List.copyOf(types);
        if (names.size() != types.size()) {
            throw new IllegalArgumentException("names and types differ in length");
        }
    }

    public int size() {
        return names.size();
    }

    public int indexOf(String name) {
        return names.indexOf(name);
    }

    /** The columns named in {@code wanted}, in this header's order. */
    public Header only(Collection<String> wanted) {
        List<String> selected = new ArrayList<>();
        List<DataType> selectedTypes = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (wanted.contains(names.get(i))) {
                selected.add(names.get(i));
                selectedTypes.add(types.get(i));
            }
        }
        return new Header(selected, selectedTypes);
    }

    /** {@code name Type, name Type} as EXPLAIN header=1 prints it. */
    public String describe() {
        return java.util.stream.IntStream.range(0, names.size())
                .mapToObj(i -> names.get(i) + " " + types.get(i).name())
                .collect(Collectors.joining(", "));
    }
}
