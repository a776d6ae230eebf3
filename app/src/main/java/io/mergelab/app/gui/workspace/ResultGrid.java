package io.mergelab.app.gui.workspace;

import io.mergelab.profiler.connect.TargetResult;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A result set as the grid shows it: column names and types, and the first rows as text. Rows beyond
 * the cap are counted, not kept, so a large result cannot exhaust the window's memory.
 */
public record ResultGrid(List<String> columnNames, List<String> columnTypes, List<List<String>> rows, long totalRows,
                         Optional<List<String>> totals) {

    private static final Pattern NUMERIC_TYPE = Pattern.compile("(U?Int\\d+|Float\\d+|Decimal\\d*\\(.*\\))");

    public static final ResultGrid EMPTY = new ResultGrid(List.of(), List.of(), List.of(), 0);

    public ResultGrid {
        columnNames = List.copyOf(columnNames);
        columnTypes = List.copyOf(columnTypes);
        rows = List.copyOf(rows);
        totals = totals.map(List::copyOf);
    }

    /** A result without a totals row. */
    public ResultGrid(List<String> columnNames, List<String> columnTypes, List<List<String>> rows, long totalRows) {
        this(columnNames, columnTypes, rows, totalRows, Optional.empty());
    }

    /** Drains {@code result}, keeping the text of at most {@code maxRows} rows, and its totals row (WITH TOTALS). */
    static ResultGrid collect(TargetResult result, int maxRows) {
        GridCollector collector = new GridCollector(maxRows, queryId -> { }, Optional.empty());
        collector.drain(result);
        return collector.grid();
    }

    /** Whether a column holds numbers, which grids align right as ClickHouse's Pretty formats do. */
    public boolean numeric(int column) {
        String type = columnTypes.get(column).replaceAll("^(Nullable|LowCardinality)\\((.*)\\)$", "$2");
        return NUMERIC_TYPE.matcher(type).matches();
    }

    public boolean truncated() {
        return totalRows > rows.size();
    }

    /** A note under the grid when rows were left out, e.g. "Showing the first 10,000 of 25,000 rows." */
    public String note() {
        if (!truncated()) {
            return "";
        }
        return String.format(Locale.ROOT, "Showing the first %,d of %,d rows.", rows.size(), totalRows);
    }
}
