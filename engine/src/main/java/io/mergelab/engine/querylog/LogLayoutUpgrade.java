package io.mergelab.engine.querylog;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.format.TextValues;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.function.conversion.ConversionMode;
import io.mergelab.engine.function.conversion.Conversions;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.MapType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Brings rows a system log persisted in an older column layout into the current one, so an upgrade keeps the
 * history. Each current column comes from the old column of the same name (CAST when its type changed, e.g.
 * query_log.type String → Enum8) or, for a Map column {@code M}, from the Array pair {@code M.Names} /
 * {@code M.Values} older builds stored instead. A layout that does not map completely — a current column with no
 * source, or an old column that would be dropped — is not upgraded ({@link #possible} is false), so no value is
 * lost silently.
 */
final class LogLayoutUpgrade {
    private LogLayoutUpgrade() {
    }

    /** Whether rows stored with {@code from} can be brought into the {@code to} layout. */
    static boolean possible(List<PartColumn> from, List<PartColumn> to) {
        return plan(from, to).isPresent();
    }

    /** {@code rows} (columns as in {@code from}) in the {@code to} layout; only when {@link #possible}. */
    static Chunk upgrade(List<PartColumn> from, List<PartColumn> to, Chunk rows) {
        List<Source> plan = plan(from, to).orElseThrow(() -> new IllegalArgumentException("layouts do not map"));
        List<Column> columns = new ArrayList<>(to.size());
        for (int i = 0; i < to.size(); i++) {
            columns.add(plan.get(i).build(rows, to.get(i)));
        }
        return new Chunk(columns, rows.rows());
    }

    /** Where each target column comes from: one old column, or a Names/Values pair. */
    private record Source(int column, int values) {
        Column build(Chunk rows, PartColumn target) {
            if (values < 0) {
                return Conversions.convert(rows.column(column), target.type(), ConversionMode.CAST, TextValues.DEFAULT_ZONE);
            }
            MapType map = (MapType) target.type().unwrapLowCardinality();
            ArrayColumn names = (ArrayColumn) rows.column(column);
            ArrayColumn vals = (ArrayColumn) rows.column(values);
            if (!Arrays.equals(names.offsets(), 0, names.size() + 1, vals.offsets(), 0, vals.size() + 1)) {
                throw new IllegalStateException(target.name() + ".Names and .Values differ in length");
            }
            Column keys = Conversions.convert(names.elements(), map.key(), ConversionMode.CAST, TextValues.DEFAULT_ZONE);
            Column values = Conversions.convert(vals.elements(), map.value(), ConversionMode.CAST, TextValues.DEFAULT_ZONE);
            TupleColumn entries = new TupleColumn(map.entryType(), List.of(keys, values), keys.size());
            return ColumnOps.retype(new ArrayColumn(map, entries, names.offsets(), names.size()), target.type());
        }
    }

    private static Optional<List<Source>> plan(List<PartColumn> from, List<PartColumn> to) {
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < from.size(); i++) {
            index.put(from.get(i).name(), i);
        }
        Set<Integer> used = new HashSet<>();
        List<Source> sources = new ArrayList<>();
        for (PartColumn target : to) {
            Integer same = index.get(target.name());
            Integer names = index.get(target.name() + ".Names");
            Integer values = index.get(target.name() + ".Values");
            if (same != null) {
                sources.add(new Source(same, -1));
                used.add(same);
            } else if (target.type().unwrapLowCardinality() instanceof MapType && names != null && values != null
                    && from.get(names).type().unwrapLowCardinality() instanceof ArrayType
                    && from.get(values).type().unwrapLowCardinality() instanceof ArrayType) {
                sources.add(new Source(names, values));
                used.add(names);
                used.add(values);
            } else {
                return Optional.empty();
            }
        }
        return used.size() == from.size() ? Optional.of(sources) : Optional.empty();
    }
}
