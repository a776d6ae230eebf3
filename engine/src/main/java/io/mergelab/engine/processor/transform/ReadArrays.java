package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.RecycledLongs;
import io.mergelab.engine.processor.InputPort;
import io.mergelab.engine.processor.Processor;
import io.mergelab.engine.processor.ResizeProcessor;
import java.util.ArrayList;
import java.util.List;

/**
 * Handing a MergeTree read's integer arrays back to {@link RecycledLongs} once the last holder of a chunk is done
 * with it, so the read decodes its next block into arrays still in the cache instead of fresh ones.
 *
 * <p>Only a consumer fed straight from reads may do so ({@link #fedByReads}): between it and the reads there are only
 * filters, expressions and resizes, which keep no chunk once they pushed it on (an expression is stateless, a filter
 * outputs its input or copies). A read's chunks are decoded fresh and go nowhere else, and what the transforms on the
 * way compute is fresh too (constants are expanded into new arrays), so the consumer holds the only references. Sorts,
 * joins, limits and every other processor are not looked through: they may keep a chunk, or hand the same arrays on
 * twice.
 */
final class ReadArrays {
    private ReadArrays() {
    }

    /** Whether every chunk reaching {@code in} comes from MergeTree reads through filters, expressions and resizes. */
    static boolean fedByReads(InputPort in) {
        Processor from = in.peer().owner();
        if (from instanceof MergeTreeSelectSource) {
            return true;
        }
        if (!(from instanceof FilterTransform || from instanceof ExpressionTransform || from instanceof ResizeProcessor)
                || from.inputs().isEmpty()) {
            return false;
        }
        for (InputPort up : from.inputs()) {
            if (!up.isConnected() || !fedByReads(up)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Hands back the integer arrays of {@code dead} (Nullable ones' too) that no column of {@code alive} holds, each
     * once: a column read twice, or passed on under another type, is one array.
     */
    static void giveBack(List<Column> dead, List<Column> alive) {
        List<long[]> given = new ArrayList<>(dead.size());
        for (Column c : dead) {
            long[] values = integers(c);
            if (values != null && !contains(given, values) && !holds(alive, values)) {
                given.add(values);
                RecycledLongs.giveBack(values);
            }
        }
    }

    /** The array of an integer column (a Nullable one's values), of exactly its rows; null for other columns. */
    private static long[] integers(Column c) {
        Column values = c instanceof NullableColumn n ? n.nested() : c;
        // a longer array is not a column's own (a view over some other store)
        return values instanceof LongColumn l && l.values().length == l.size() ? l.values() : null;
    }

    private static boolean holds(List<Column> columns, long[] values) {
        for (Column c : columns) {
            if ((c instanceof NullableColumn n ? n.nested() : c) instanceof LongColumn l && l.values() == values) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(List<long[]> arrays, long[] values) {
        for (long[] a : arrays) {
            if (a == values) {
                return true;
            }
        }
        return false;
    }
}
