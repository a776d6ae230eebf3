package io.mergelab.app.gui.workspace;

import io.mergelab.engine.QueryResult;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.format.TextValues;
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
    static ResultGrid collect(QueryResult result, int maxRows) {
        List<List<String>> rows = new ArrayList<>(Math.min(maxRows, 1024));
        long total = 0;
        for (Iterator<Chunk> chunks = result.chunks(); chunks.hasNext(); ) {
            Chunk chunk = chunks.next();
            int keep = (int) Math.max(0, Math.min(chunk.rows(), maxRows - total));
            for (int r = 0; r < keep; r++) {
                rows.add(rowText(chunk, r));
            }
            total += chunk.rows();
        }
        List<String> types = result.columnTypes().stream().map(t -> t.name()).toList();
        Optional<List<String>> totals = result.totals().filter(t -> t.rows() > 0).map(t -> rowText(t, 0));
        return new ResultGrid(result.columnNames(), types, rows, total, totals);
    }

    private static List<String> rowText(Chunk chunk, int r) {
        List<String> row = new ArrayList<>(chunk.columnCount());
        for (int c = 0; c < chunk.columnCount(); c++) {
            row.add(TextValues.format(chunk.column(c), r));
        }
        return row;
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
