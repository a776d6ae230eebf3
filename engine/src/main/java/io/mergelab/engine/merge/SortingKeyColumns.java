package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import java.util.ArrayList;
import java.util.List;

/**
 * The sorting-key values of a chunk that a merge compares: columns of the chunk itself, or key expressions evaluated
 * over it (ORDER BY toDate(ts), for instance).
 */
@FunctionalInterface
public interface SortingKeyColumns {

    /** One column per key element, of the chunk's row count. */
    List<Column> of(Chunk chunk);

    /** Keys that are columns of the chunk, at these positions, in key order. */
    static SortingKeyColumns positions(int... positions) {
        int[] at = positions.clone();
        return chunk -> {
            List<Column> out = new ArrayList<>(at.length);
            for (int p : at) {
                out.add(chunk.column(p));
            }
            return out;
        };
    }
}
