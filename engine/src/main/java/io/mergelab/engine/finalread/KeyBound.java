package io.mergelab.engine.finalread;

import io.mergelab.engine.format.TextValues;
import io.mergelab.engine.storage.PrimaryIndex;
import java.util.ArrayList;
import java.util.List;

/** A primary-key value, as entry {@code mark} of a part's primary index (no copy is made). */
public record KeyBound(PrimaryIndex index, int mark) {

    public int compareTo(KeyBound other) {
        return KeyOrder.compare(index, mark, other.index, other.mark);
    }

    /** The value as ClickHouse prints a key tuple: {@code (1, 'a')}. */
    public String describe() {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < index.columns().size(); i++) {
            values.add(TextValues.format(index.columns().get(i), mark));
        }
        return "(" + String.join(", ", values) + ")";
    }
}
