package io.mergelab.engine.storage;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.serial.FixedLongSerialization;
import io.mergelab.engine.storage.serial.SparseSerialization;
import io.mergelab.engine.storage.serial.Serialization;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where each column of a part lives: its file base name, serialization and substream file stems
 * ({@code <stem>.bin} / {@code <stem>.mrk2}). Derived only from the ordered column list, so writer and
 * reader agree without storing it.
 */
final class PartLayout {

    /** One column's files. {@code streams} are file stems in substream order. */
    record ColumnLayout(int index, PartColumn column, String baseName, Serialization serialization, List<String> streams) {
    }

    static final String SIZE_SUBCOLUMN = ".size";

    private final List<ColumnLayout> columns;
    private final Map<String, ColumnLayout> byName = new HashMap<>();

    private PartLayout(List<ColumnLayout> columns) {
        this.columns = List.copyOf(columns);
        for (ColumnLayout c : columns) {
            byName.put(c.column().name(), c);
        }
    }

    static PartLayout of(List<PartColumn> columns) {
        return of(columns, Set.of());
    }

    /** The layout of a part that stores the columns named in {@code sparse} sparse ({@link SparseSerialization}). */
    static PartLayout of(List<PartColumn> columns, Set<String> sparse) {
        List<String> baseNames = FileNames.columnBaseNames(columns.stream().map(PartColumn::name).toList());
        List<ColumnLayout> out = new ArrayList<>(columns.size());
        for (int i = 0; i < columns.size(); i++) {
            Serialization serialization = Serialization.of(columns.get(i).type());
            if (sparse.contains(columns.get(i).name())) {
                if (!SparseSerialization.supports(serialization)) {
                    throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Column " + columns.get(i).name() + " of type "
                            + columns.get(i).type().name() + " cannot be stored sparse");
                }
                serialization = new SparseSerialization((FixedLongSerialization) serialization);
            }
            List<String> streams = new ArrayList<>();
            for (String suffix : serialization.streamSuffixes()) {
                streams.add(baseNames.get(i) + suffix);
            }
            out.add(new ColumnLayout(i, columns.get(i), baseNames.get(i), serialization, List.copyOf(streams)));
        }
        return new PartLayout(out);
    }

    List<ColumnLayout> columns() {
        return columns;
    }

    /**
     * The column named, or the {@code s.size} subcolumn of a String column {@code s} (its lengths stream only, as
     * ClickHouse reads {@code s.size} with {@code optimize_functions_to_subcolumns}); null when there is neither.
     */
    ColumnLayout column(String name) {
        ColumnLayout c = byName.get(name);
        if (c != null || !name.endsWith(SIZE_SUBCOLUMN)) {
            return c;
        }
        ColumnLayout string = byName.get(name.substring(0, name.length() - SIZE_SUBCOLUMN.length()));
        if (string == null || !string.serialization().hasStringSizes()) {
            return null;
        }
        return new ColumnLayout(string.index(), new PartColumn(name, IntegerType.UINT64, string.column().codec()),
                string.baseName(), Serialization.stringSizes(), List.of(string.streams().get(0)));
    }

    /** The names of the columns stored sparse. */
    Set<String> sparseColumns() {
        Set<String> out = new java.util.HashSet<>();
        for (ColumnLayout c : columns) {
            if (c.serialization() instanceof SparseSerialization) {
                out.add(c.column().name());
            }
        }
        return out;
    }
}
