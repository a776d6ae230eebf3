package io.mergelab.engine.sql;

import static io.mergelab.engine.sql.Ast.fn;
import static io.mergelab.engine.sql.Ast.id;
import static io.mergelab.engine.sql.Ast.lit;
import static io.mergelab.engine.sql.Ast.parse;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.sql.ast.Codec;
import io.mergelab.engine.sql.ast.ColumnDef;
import io.mergelab.engine.sql.ast.ColumnDefault;
import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.IndexDef;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.TableEngine;
import io.mergelab.engine.sql.ast.TableName;
import io.mergelab.engine.sql.ast.TupleLiteral;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CreateTableParserTest {

    private static CreateTable create(String sql) {
        return (CreateTable) parse(sql);
    }

    @Test
    void streamingIndexStoryTable() {
        CreateTable c = create("CREATE TABLE test (\n  s String,\n  index s_idx s type bloom_filter(0.0001) "
                + "granularity 1\n) ENGINE = MergeTree ORDER BY () SETTINGS index_granularity = 1024;");
        assertThat(c.ifNotExists()).isFalse();
        assertThat(c.database()).isEmpty();
        assertThat(c.table()).isEqualTo("test");
        assertThat(c.columns()).containsExactly(new ColumnDef("s", "String", Optional.empty(), List.of(),
                Optional.empty()));
        assertThat(c.indexes()).containsExactly(new IndexDef("s_idx", id("s"), "bloom_filter", List.of(lit(0.0001)),
                1));
        assertThat(c.engine()).contains(new TableEngine("MergeTree", List.of()));
        assertThat(c.orderBy()).contains(new TupleLiteral(List.of()));
        assertThat(c.settings()).containsExactly(new SettingAssignment("index_granularity", lit(1024L)));
    }

    @Test
    void columnOptions() {
        CreateTable c = create("CREATE TABLE IF NOT EXISTS db.t (a UInt64, b Nullable(String) DEFAULT 'x' "
                + "CODEC(ZSTD(3)) COMMENT 'bee', c Decimal(18,4) MATERIALIZED a * 2 CODEC(Delta, LZ4), "
                + "d String NULL ALIAS toString(a), e DateTime NOT NULL COMMENT 'e' CODEC(NONE)) "
                + "ENGINE = MergeTree() ORDER BY a");
        assertThat(c.ifNotExists()).isTrue();
        assertThat(c.database()).contains("db");
        assertThat(c.columns()).containsExactly(
                new ColumnDef("a", "UInt64", Optional.empty(), List.of(), Optional.empty()),
                new ColumnDef("b", "Nullable(String)", Optional.of(new ColumnDefault(ColumnDefault.Kind.DEFAULT,
                        lit("x"))), List.of(new Codec("ZSTD", List.of(lit(3L)))), Optional.of("bee")),
                new ColumnDef("c", "Decimal(18, 4)", Optional.of(new ColumnDefault(ColumnDefault.Kind.MATERIALIZED,
                        fn("multiply", id("a"), lit(2L)))), List.of(new Codec("Delta", List.of()),
                        new Codec("LZ4", List.of())), Optional.empty()),
                new ColumnDef("d", "Nullable(String)", Optional.of(new ColumnDefault(ColumnDefault.Kind.ALIAS,
                        fn("toString", id("a")))), List.of(), Optional.empty()),
                new ColumnDef("e", "DateTime", Optional.empty(), List.of(new Codec("NONE", List.of())),
                        Optional.of("e")));
        assertThat(c.columns().get(1).dataType()).isEqualTo(new NullableType(StringType.INSTANCE));
        assertThat(c.columns().get(2).dataType()).isEqualTo(new DecimalType(18, 4));
    }

    @Test
    void replacingMergeTreeWithClausesInAnyOrder() {
        CreateTable c = create("CREATE TABLE events (client_customer_id UInt64, v UInt32, deleted UInt8) "
                + "ENGINE = ReplacingMergeTree(v, deleted) SETTINGS index_granularity = 8192 "
                + "ORDER BY (client_customer_id, toDate(created)) PARTITION BY (client_customer_id % 36) "
                + "PRIMARY KEY client_customer_id COMMENT 'events'");
        assertThat(c.engine()).contains(new TableEngine("ReplacingMergeTree", List.of(id("v"), id("deleted"))));
        assertThat(c.partitionBy()).contains(fn("modulo", id("client_customer_id"), lit(36L)));
        assertThat(c.orderBy()).contains(new TupleLiteral(List.of(id("client_customer_id"),
                fn("toDate", id("created")))));
        assertThat(c.primaryKey()).contains(id("client_customer_id"));
        assertThat(c.comment()).contains("events");
    }

    @Test
    void orderByForms() {
        assertThat(create("CREATE TABLE t (a UInt8) ENGINE = MergeTree ORDER BY tuple()").orderBy())
                .contains(new TupleLiteral(List.of()));
        assertThat(create("CREATE TABLE t (a UInt8) ENGINE = MergeTree ORDER BY a").orderBy()).contains(id("a"));
        assertThat(create("CREATE TABLE t (a UInt8) ENGINE = MergeTree PARTITION BY toYYYYMM(d) ORDER BY (a)")
                .partitionBy()).contains(fn("toYYYYMM", id("d")));
    }

    @Test
    void primaryKeyAmongTheColumns() {
        CreateTable c = create("CREATE TABLE t (a UInt8, b UInt8, PRIMARY KEY (a)) ENGINE = MergeTree ORDER BY "
                + "(a, b)");
        assertThat(c.primaryKey()).contains(id("a"));
        assertThat(c.columns()).hasSize(2);
    }

    @Test
    void columnsNamedLikeKeywords() {
        CreateTable c = create("CREATE TABLE t (index UInt8, type String, primary UInt8, `order` UInt8, "
                + "INDEX i index TYPE minmax) ENGINE = Memory");
        assertThat(c.columns()).extracting(ColumnDef::name).containsExactly("index", "type", "primary", "order");
        assertThat(c.indexes()).containsExactly(new IndexDef("i", id("index"), "minmax", List.of(), 1));
    }

    @Test
    void copiesAndCreateAsSelect() {
        CreateTable copy = create("CREATE TABLE t2 AS db.t ENGINE = Memory");
        assertThat(copy.asTable()).contains(new TableName(Optional.of("db"), "t"));
        assertThat(copy.columns()).isEmpty();
        CreateTable plain = create("CREATE TABLE t2 AS t");
        assertThat(plain.asTable()).contains(new TableName(Optional.empty(), "t"));
        assertThat(plain.engine()).isEmpty();
        CreateTable ctas = create("CREATE TABLE t3 ENGINE = MergeTree ORDER BY a AS SELECT number AS a FROM "
                + "numbers(10)");
        assertThat(ctas.asSelect()).isPresent();
        assertThat(ctas.orderBy()).contains(id("a"));
    }

    @Test
    void typeTextIsNormalised() {
        CreateTable c = create("CREATE TABLE t (a DateTime64( 3 ,'UTC' ), b Array( LowCardinality(String) ), "
                + "c Enum8('x' = 1, 'y' = -2), d FixedString(16)) ENGINE = Memory");
        assertThat(c.columns()).extracting(ColumnDef::typeName).containsExactly("DateTime64(3, 'UTC')",
                "Array(LowCardinality(String))", "Enum8('x' = 1, 'y' = -2)", "FixedString(16)");
    }
}
