package io.mergelab.engine.differential;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.type.DataType;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Runs 250 random queries on the same generated data in MergeLab and in DuckDB and compares the results:
 * values rendered to text (floats rounded to 6 significant digits), as ordered lists where the query defines
 * the order, as sorted lists otherwise. MergeLab runs every query at max_threads 2.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DifferentialQueryTest {
    private static final int QUERIES = 250;
    private final DifferentialData data = new DifferentialData(11, 20_000);
    private Engine engine;
    private Session session;
    private Connection duck;

    @BeforeAll
    void load() throws SQLException {
        engine = Engine.inMemory();
        session = engine.newSession();
        session.execute("CREATE TABLE t (id UInt64, a Int32, b Int64, c Float64, s String, d Date) "
                + "ENGINE = MergeTree ORDER BY id SETTINGS index_granularity = 512").close();
        session.execute("CREATE TABLE u (k Int32, w Int64, name String) ENGINE = MergeTree ORDER BY k").close();
        session.insert("t", List.of("id", "a", "b", "c", "s", "d"), List.of(tChunk()).iterator());
        session.insert("u", List.of("k", "w", "name"), List.of(uChunk()).iterator());
        session.setSetting("max_threads", "2");

        duck = DriverManager.getConnection("jdbc:duckdb:");
        try (Statement st = duck.createStatement()) {
            st.execute("CREATE TABLE t (id UBIGINT, a INTEGER, b BIGINT, c DOUBLE, s VARCHAR, d DATE)");
            st.execute("CREATE TABLE u (k INTEGER, w BIGINT, name VARCHAR)");
        }
        try (PreparedStatement ps = duck.prepareStatement("INSERT INTO t VALUES (?, ?, ?, ?, ?, ?)")) {
            for (DifferentialData.TRow row : data.t) {
                ps.setLong(1, row.id());
                ps.setLong(2, row.a());
                ps.setLong(3, row.b());
                ps.setDouble(4, row.c());
                ps.setString(5, row.s());
                ps.setObject(6, row.d());
                ps.addBatch();
            }
            ps.executeBatch();
        }
        try (PreparedStatement ps = duck.prepareStatement("INSERT INTO u VALUES (?, ?, ?)")) {
            for (DifferentialData.URow row : data.u) {
                ps.setLong(1, row.k());
                ps.setLong(2, row.w());
                ps.setString(3, row.name());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    @AfterAll
    void close() throws SQLException {
        duck.close();
        engine.close();
    }

    @Test
    void randomQueriesAgreeWithDuckDb() throws SQLException {
        QueryGenerator generator = new QueryGenerator(5);
        int nonEmpty = 0;
        for (int i = 0; i < QUERIES; i++) {
            QueryGenerator.Query q = generator.next();
            session.setSetting("join_use_nulls", q.joinUseNulls() ? "1" : "0");
            List<String> mine = mergeLab(q.sql());
            List<String> theirs = duckDb(q.sql());
            if (!q.ordered()) {
                mine.sort(null);
                theirs.sort(null);
            }
            assertThat(mine).as("query %d: %s", i, q.sql()).isEqualTo(theirs);
            nonEmpty += theirs.isEmpty() ? 0 : 1;
        }
        assertThat(nonEmpty).as("queries with rows to compare").isGreaterThan(QUERIES * 3 / 4);
    }

    private List<String> mergeLab(String sql) {
        List<String> rows = new ArrayList<>();
        try (QueryResult r = session.execute(sql)) {
            Iterator<Chunk> it = r.chunks();
            while (it.hasNext()) {
                Chunk c = it.next();
                for (int row = 0; row < c.rows(); row++) {
                    List<String> cells = new ArrayList<>();
                    for (int col = 0; col < c.columnCount(); col++) {
                        cells.add(render(c.column(col).get(row)));
                    }
                    rows.add(String.join("|", cells));
                }
            }
        }
        return rows;
    }

    private List<String> duckDb(String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement st = duck.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<String> cells = new ArrayList<>();
                for (int col = 1; col <= n; col++) {
                    Object v = rs.getObject(col);
                    cells.add(render(v instanceof java.sql.Date d ? d.toLocalDate() : v));
                }
                rows.add(String.join("|", cells));
            }
        }
        return rows;
    }

    /** One text form for both engines: integers exactly, floats to 6 significant digits, NULL as \N. */
    private static String render(Object v) {
        if (v == null) {
            return "\\N";
        }
        if (v instanceof Double || v instanceof Float) {
            double d = ((Number) v).doubleValue();
            return d == 0 ? "0" : new BigDecimal(d).round(new java.math.MathContext(6)).stripTrailingZeros().toPlainString();
        }
        if (v instanceof Number n) {
            return new BigDecimal(n.toString()).stripTrailingZeros().toPlainString();
        }
        if (v instanceof LocalDate d) {
            return d.toString();
        }
        return v.toString();
    }

    private Chunk tChunk() {
        List<DataType> types = List.of(DataType.parse("UInt64"), DataType.parse("Int32"), DataType.parse("Int64"),
                DataType.parse("Float64"), DataType.parse("String"), DataType.parse("Date"));
        List<ColumnBuilder> b = types.stream().map(ColumnBuilder::create).toList();
        for (DifferentialData.TRow row : data.t) {
            b.get(0).appendLong(row.id());
            b.get(1).appendLong(row.a());
            b.get(2).appendLong(row.b());
            b.get(3).appendDouble(row.c());
            b.get(4).appendValue(row.s());
            b.get(5).appendValue(row.d());
        }
        return new Chunk(b.stream().map(ColumnBuilder::build).toList(), data.t.size());
    }

    private Chunk uChunk() {
        List<ColumnBuilder> b = List.of(ColumnBuilder.create(DataType.parse("Int32")), ColumnBuilder.create(DataType.parse("Int64")),
                ColumnBuilder.create(DataType.parse("String")));
        for (DifferentialData.URow row : data.u) {
            b.get(0).appendLong(row.k());
            b.get(1).appendLong(row.w());
            b.get(2).appendValue(row.name());
        }
        return new Chunk(b.stream().map(ColumnBuilder::build).toList(), data.u.size());
    }
}
