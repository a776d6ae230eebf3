package io.mergelab.sampledata.scenario;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.mergelab.sampledata.dataset.Dataset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The table of a variant: its columns ({@code columns} replaces the dataset's {@code name Type} list when not empty;
 * {@code derivedColumns} such as {@code amount_usd Float64 MATERIALIZED ...} are added after them), engine, keys,
 * skip indexes (definitions without the {@code INDEX} keyword) and MergeTree settings. Empty strings and lists mean
 * "none" ({@code partitionBy}, {@code primaryKey}) or "the dataset's" ({@code columns}).
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record TableLayout(List<String> columns, List<String> derivedColumns, String engine, String partitionBy,
                          String orderBy, String primaryKey, List<String> indexes,
                          @JsonDeserialize(contentUsing = TextValueDeserializer.class) Map<String, String> settings) {

    public TableLayout {
        columns = columns == null ? List.of() : List.copyOf(columns);
        derivedColumns = derivedColumns == null ? List.of() : List.copyOf(derivedColumns);
        partitionBy = partitionBy == null ? "" : partitionBy;
        primaryKey = primaryKey == null ? "" : primaryKey;
        indexes = indexes == null ? List.of() : List.copyOf(indexes);
        settings = OrderedMaps.copyOf(settings);
    }

    /** The column definitions of the table, in order: the dataset's (or {@code columns}), then the derived ones. */
    public List<String> columnDefinitions(Dataset dataset) {
        List<String> all = new ArrayList<>();
        if (columns.isEmpty()) {
            for (int i = 0; i < dataset.columnNames().size(); i++) {
                all.add(dataset.columnNames().get(i) + " " + dataset.columnTypes().get(i).name());
            }
        } else {
            all.addAll(columns);
        }
        all.addAll(derivedColumns);
        return all;
    }

    /** {@code CREATE TABLE qualifiedTable (...) ENGINE = ... [PARTITION BY] [PRIMARY KEY] ORDER BY ... [SETTINGS]}. */
    public String createStatement(String qualifiedTable, Dataset dataset) {
        List<String> elements = new ArrayList<>(columnDefinitions(dataset));
        indexes.forEach(index -> elements.add("INDEX " + index));
        StringBuilder b = new StringBuilder("CREATE TABLE ").append(qualifiedTable)
                .append(" (").append(String.join(", ", elements)).append(") ENGINE = ").append(engine);
        if (!partitionBy.isEmpty()) {
            b.append(" PARTITION BY ").append(partitionBy);
        }
        if (!primaryKey.isEmpty()) {
            b.append(" PRIMARY KEY ").append(primaryKey);
        }
        b.append(" ORDER BY ").append(orderBy);
        if (!settings.isEmpty()) {
            List<String> assignments = new ArrayList<>();
            settings.forEach((k, v) -> assignments.add(k + " = " + SqlText.settingValue(v)));
            b.append(" SETTINGS ").append(String.join(", ", assignments));
        }
        return b.toString();
    }

    /** The name a column definition gives its column: its first word. */
    static String columnName(String definition) {
        String d = definition.strip();
        int end = 0;
        while (end < d.length() && !Character.isWhitespace(d.charAt(end))) {
            end++;
        }
        return d.substring(0, end).replace("`", "");
    }
}
