package io.mergelab.engine.index.skip;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.type.DataType;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * One skip index declared as in SQL ({@code INDEX idx <expr> TYPE <type>(<args>)}) over an expression of a given type,
 * with helpers that build granules from boxed rows (always through a write / read round trip, as a part stores
 * them) and ask its condition about them.
 */
public final class SkipIndexFixture {
    private final SkipIndex index;
    private final DataType exprType;

    private SkipIndexFixture(SkipIndex index, DataType exprType) {
        this.index = index;
        this.exprType = exprType;
    }

    /** {@code INDEX idx <expr> TYPE <type>(<args>)} over an expression of type {@code exprType}; args as SQL text. */
    public static SkipIndexFixture of(SkipIndexType type, String expr, String exprType, String... args) {
        return new SkipIndexFixture(type.create(definition(type, expr, args), DataType.parse(exprType)), DataType.parse(exprType));
    }

    public static IndexDefinition definition(SkipIndexType type, String expr, String... args) {
        List<Expr> typeArgs = Arrays.stream(args).map(SqlParser::parseExpression).toList();
        return new IndexDefinition("idx", SqlParser.parseExpression(expr), type.name(), typeArgs, 1);
    }

    public SkipIndex index() {
        return index;
    }

    /** A column of the index expression's type holding {@code rows}. */
    public Column column(Object... rows) {
        ColumnBuilder b = ColumnBuilder.create(exprType);
        for (Object r : rows) {
            b.appendValue(r);
        }
        return b.build();
    }

    /** The granule summarising {@code rows}, after a round trip through its serialised form. */
    public SkipIndexGranule granule(Object... rows) {
        SkipIndexAggregator aggregator = index.aggregator();
        Column c = column(rows);
        aggregator.add(c, 0, c.size());
        return roundTrip(aggregator.finish());
    }

    public SkipIndexGranule roundTrip(SkipIndexGranule granule) {
        byte[] bytes = serialised(granule);
        try {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
            SkipIndexGranule read = index.readGranule(in);
            if (in.available() != 0) {
                throw new IllegalStateException(in.available() + " bytes left after reading a granule");
            }
            return read;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static byte[] serialised(SkipIndexGranule granule) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            granule.write(new DataOutputStream(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** The index's condition for {@code filter}, empty when the index cannot use it. */
    public Optional<SkipIndexCondition> condition(String filter) {
        return index.condition(SqlParser.parseExpression(filter));
    }

    /** Whether a granule holding {@code rows} is kept for {@code filter}; fails if the index has no condition for it. */
    public boolean keeps(String filter, Object... rows) {
        return condition(filter).orElseThrow(() -> new AssertionError("no condition for " + filter)).mayMatch(granule(rows));
    }
}
