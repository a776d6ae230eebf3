package io.mergelab.app.gui.workspace;

import io.mergelab.profiler.connect.ResultColumn;
import io.mergelab.profiler.connect.TargetResult;
import java.util.ArrayList;
import java.util.Iterator;
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
        List<List<String>> rows = new ArrayList<>(Math.min(maxRows, 1024));
        long total = 0;
        for (Iterator<List<List<String>>> chunks = result.chunks(); chunks.hasNext(); ) {
            List<List<String>> chunk = chunks.next();
            int keep = (int) Math.max(0, Math.min(chunk.size(), maxRows - total));
            for (int r = 0; r < keep; r++) {
                rows.add(shown(chunk.get(r)));
            }
            total += chunk.size();
        }
        List<String> names = result.columns().stream().map(ResultColumn::name).toList();
        List<String> types = result.columns().stream().map(ResultColumn::type).toList();
        return new ResultGrid(names, types, rows, total, result.totals().map(ResultGrid::shown));
    }

    /** A row as the grid shows it: NULL spelled out, as ClickHouse's Pretty formats do. */
    private static List<String> shown(List<String> row) {
        List<String> texts = new ArrayList<>(row.size());
        for (String value : row) {
            texts.add(value == null ? "NULL" : value);
        }
        return texts;
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
