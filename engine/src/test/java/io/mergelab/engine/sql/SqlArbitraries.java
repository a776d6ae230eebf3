package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.AlterCommand;
import io.mergelab.engine.sql.ast.AlterTable;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Codec;
import io.mergelab.engine.sql.ast.ColumnAssignment;
import io.mergelab.engine.sql.ast.ColumnDef;
import io.mergelab.engine.sql.ast.ColumnDefault;
import io.mergelab.engine.sql.ast.CreateDatabase;
import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.DescribeTable;
import io.mergelab.engine.sql.ast.DropDatabase;
import io.mergelab.engine.sql.ast.DropTable;
import io.mergelab.engine.sql.ast.ExistsTable;
import io.mergelab.engine.sql.ast.Explain;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.IndexDef;
import io.mergelab.engine.sql.ast.Insert;
import io.mergelab.engine.sql.ast.InsertSource;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.sql.ast.KillQuery;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.sql.ast.Limit;
import io.mergelab.engine.sql.ast.LimitBy;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.OptimizeTable;
import io.mergelab.engine.sql.ast.OrderItem;
import io.mergelab.engine.sql.ast.PartitionSpec;
import io.mergelab.engine.sql.ast.QueryParameter;
import io.mergelab.engine.sql.ast.RenameTables;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SetSettings;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.ShowCreateTable;
import io.mergelab.engine.sql.ast.ShowDatabases;
import io.mergelab.engine.sql.ast.ShowTables;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.sql.ast.SubqueryTable;
import io.mergelab.engine.sql.ast.SystemCommand;
import io.mergelab.engine.sql.ast.TableEngine;
import io.mergelab.engine.sql.ast.TableExpr;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableName;
import io.mergelab.engine.sql.ast.TableRef;
import io.mergelab.engine.sql.ast.TruncateTable;
import io.mergelab.engine.sql.ast.TupleLiteral;
import io.mergelab.engine.sql.ast.UseDatabase;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Random syntax trees of the shapes the parser produces (e.g. tuple literals never have one element, BigInteger
 * literals lie above Int64, DISTINCT calls have arguments, an alias never wraps {@code *}).
 */
final class SqlArbitraries {
    private static final BigInteger ABOVE_LONG = BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE);
    private static final BigInteger UINT64_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
    private static final List<String> TYPES = List.of("UInt8", "Int64", "String", "Nullable(String)",
            "Array(UInt64)", "Decimal(18, 4)", "DateTime64(3, 'UTC')", "LowCardinality(String)", "FixedString(16)",
            "Enum8('a' = 1, 'b' = -2)", "Tuple(a UInt8, `b c` String)", "Map(String, Array(Nullable(Float64)))");
    private static final List<String> BINARY = List.of("equals", "notEquals", "less", "greater", "lessOrEquals",
            "greaterOrEquals", "like", "notLike", "ilike", "notILike", "in", "notIn", "globalIn", "globalNotIn",
            "concat", "plus", "minus", "multiply", "divide", "modulo", "intDiv");

    private SqlArbitraries() {
    }

    // ---- names and leaves ----

    static Arbitrary<String> names() {
        return Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(6)),
                Tuple.of(3, Arbitraries.of("type", "select", "Settings", "index", "primary", "format", "interval",
                        "end", "inf", "NULL", "key", "order", "tuple", "from", "engine", "x_1", "ID", "not",
                        "distinct", "all", "any", "cast", "case", "with", "as", "and", "if", "nan")),
                Tuple.of(1, Arbitraries.strings().ofMinLength(1).ofMaxLength(5))); // `` is no name, as in ClickHouse
    }

    private static Arbitrary<String> plainNames() {
        return Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(6);
    }

    static Arbitrary<Literal> literals() {
        return Arbitraries.frequencyOf(
                Tuple.of(4, Arbitraries.longs().map(Literal::new)),
                Tuple.of(1, Arbitraries.bigIntegers().between(ABOVE_LONG, UINT64_MAX).map(Literal::new)),
                Tuple.of(2, doubles().map(Literal::new)),
                Tuple.of(3, Arbitraries.strings().ofMaxLength(8).map(Literal::new)),
                Tuple.of(1, Arbitraries.of(true, false).map(Literal::new)),
                Tuple.of(1, Arbitraries.just(Literal.NULL)));
    }

    private static Arbitrary<Double> doubles() {
        return Arbitraries.oneOf(
                Arbitraries.of(Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, 0.0,
                        Double.MIN_VALUE, Double.MAX_VALUE, 1e-5, 0.0001, 123.456, 1e7, -2.5e-8),
                Arbitraries.longs().map(Double::longBitsToDouble),
                Arbitraries.doubles().between(-1e6, 1e6));
    }

    private static Arbitrary<Expr> leaves() {
        return Arbitraries.frequencyOf(
                Tuple.of(5, literals().map(l -> (Expr) l)),
                Tuple.of(5, names().list().ofMinSize(1).ofMaxSize(3).map(Identifier::new)),
                Tuple.of(1, names().optional().map(q -> (Expr) new Asterisk(q))),
                Tuple.of(1, Combinators.combine(plainNames(), Arbitraries.of(TYPES)).as(QueryParameter::new)));
    }

    // ---- expressions ----

    static Arbitrary<Expr> expressions() {
        return expressions(3);
    }

    static Arbitrary<Expr> expressions(int depth) {
        if (depth <= 0) {
            return leaves();
        }
        Arbitrary<Expr> sub = Arbitraries.lazy(() -> expressions(depth - 1));
        Arbitrary<Expr> element = Arbitraries.lazy(() -> elements(depth - 1));
        return Arbitraries.frequencyOf(
                Tuple.of(4, leaves()),
                Tuple.of(4, Combinators.combine(Arbitraries.of(BINARY), sub, sub).as((op, a, b) -> fn(op, a, b))),
                Tuple.of(2, Combinators.combine(Arbitraries.of("and", "or"), sub.list().ofMinSize(2).ofMaxSize(4))
                        .as((op, args) -> new FunctionCall(op, args, false, List.of()))),
                Tuple.of(2, Combinators.combine(Arbitraries.of("not", "negate", "isNull", "isNotNull"), sub)
                        .as((op, a) -> fn(op, a))),
                Tuple.of(1, Combinators.combine(sub, sub).as((a, i) -> fn("arrayElement", a, i))),
                Tuple.of(1, Combinators.combine(sub, Arbitraries.longs().between(0, Long.MAX_VALUE),
                        Arbitraries.strings().ofMaxLength(3)).as((t, i, name) ->
                        fn("tupleElement", t, i % 3 == 0 ? new Literal(name) : new Literal(i)))),
                Tuple.of(3, functionCalls(element)),
                Tuple.of(1, element.list().ofMaxSize(3).map(ArrayLiteral::new)),
                Tuple.of(1, element.list().ofMinSize(2).ofMaxSize(3).map(TupleLiteral::new)),
                Tuple.of(1, Arbitraries.just(new TupleLiteral(List.of()))),
                Tuple.of(1, Combinators.combine(names().list().ofMinSize(1).ofMaxSize(2), sub)
                        .as(LambdaExpr::new)),
                Tuple.of(1, Combinators.combine(sub, names()).as(SqlArbitraries::alias)),
                Tuple.of(depth > 2 ? 1 : 0, Arbitraries.lazy(() -> unions(1)).map(SubqueryExpr::new)));
    }

    /** Items of lists that take {@code AS alias}: arguments, array and tuple elements, select lists. */
    static Arbitrary<Expr> elements(int depth) {
        return Arbitraries.frequencyOf(
                Tuple.of(4, expressions(depth)),
                Tuple.of(1, Combinators.combine(expressions(depth), names()).as(SqlArbitraries::alias)));
    }

    private static Arbitrary<Expr> functionCalls(Arbitrary<Expr> element) {
        Arbitrary<String> functionNames = Arbitraries.frequencyOf(
                Tuple.of(3, plainNames()),
                Tuple.of(2, Arbitraries.of("if", "count", "CAST", "cast", "tuple", "in", "and", "not", "plus",
                        "SELECT", "DISTINCT", "inf", "interval", "case", "NULL", "negate", "tupleElement")),
                Tuple.of(1, names()));
        return Combinators.combine(functionNames, element.list().ofMaxSize(3), Arbitraries.of(true, false),
                element.list().ofMaxSize(2), Arbitraries.integers().between(0, 3))
                .as((name, args, distinct, params, shape) -> new FunctionCall(name, args,
                        distinct && !args.isEmpty(), shape == 0 ? params : List.of()));
    }

    private static Expr alias(Expr e, String alias) {
        return e instanceof Asterisk ? e : new Aliased(e, alias);
    }

    private static FunctionCall fn(String name, Expr... args) {
        return FunctionCall.of(name, args);
    }

    // ---- SELECT ----

    static Arbitrary<SelectUnion> unions(int depth) {
        return Combinators.combine(selects(depth).list().ofMinSize(1).ofMaxSize(3), settings(depth).list()
                .ofMaxSize(2), names().optional()).as(SelectUnion::new);
    }

    private static Arbitrary<SettingAssignment> settings(int depth) {
        return Combinators.combine(names(), expressions(depth)).as(SettingAssignment::new);
    }

    static Arbitrary<SelectQuery> selects(int depth) {
        Arbitrary<Optional<Expr>> optionalExpression = expressions(depth).optional();
        Arbitrary<Tuple.Tuple4<List<Expr>, Boolean, List<Expr>, Optional<TableExpr>>> head = Combinators.combine(
                elements(depth).list().ofMaxSize(2), Arbitraries.of(true, false),
                elements(depth).list().ofMinSize(1).ofMaxSize(3), tables(depth).optional()).as(Tuple::of);
        Arbitrary<Tuple.Tuple4<List<JoinClause>, Optional<Expr>, Optional<Expr>, List<Expr>>> filters =
                Combinators.combine(joins(depth).list().ofMaxSize(2), optionalExpression, optionalExpression,
                        expressions(depth).list().ofMaxSize(2)).as(Tuple::of);
        Arbitrary<Tuple.Tuple4<Boolean, Optional<Expr>, List<OrderItem>, Optional<LimitBy>>> ordering =
                Combinators.combine(Arbitraries.of(true, false), optionalExpression, orderItems(depth).list()
                        .ofMaxSize(2), limitBys(depth).optional()).as(Tuple::of);
        Arbitrary<Tuple.Tuple2<Optional<Limit>, List<SettingAssignment>>> tail = Combinators.combine(
                limits(depth).optional(), settings(depth).list().ofMaxSize(2)).as(Tuple::of);
        return Combinators.combine(head, filters, ordering, tail).as((h, f, o, t) -> new SelectQuery(h.get1(),
                h.get2(), h.get3(), h.get4(), h.get4().isPresent() ? f.get1() : List.of(), f.get2(), f.get3(),
                f.get4(), o.get1(), o.get2(), o.get3(), o.get4(), t.get1(), t.get2()));
    }

    private static Arbitrary<TableExpr> tables(int depth) {
        Arbitrary<Optional<String>> alias = names().optional();
        return Arbitraries.frequencyOf(
                Tuple.of(4, Combinators.combine(names().optional(), names(), alias, Arbitraries.of(true, false))
                        .as(TableRef::new)),
                Tuple.of(2, Combinators.combine(names(), elements(depth).list().ofMaxSize(2), alias)
                        .as(TableFunctionRef::new)),
                Tuple.of(depth > 1 ? 1 : 0, Combinators.combine(Arbitraries.lazy(() -> unions(depth - 1)), alias)
                        .as(SubqueryTable::new)));
    }

    private static Arbitrary<JoinClause> joins(int depth) {
        return Combinators.combine(Arbitraries.of(JoinClause.Strictness.class), Arbitraries.of(JoinClause.Kind.class),
                tables(depth), names().list().ofMinSize(1).ofMaxSize(2), expressions(depth), Arbitraries.of(true,
                        false)).as((strictness, kind, table, using, on, byUsing) -> kind == JoinClause.Kind.CROSS
                ? new JoinClause(strictness, kind, table, List.of(), Optional.empty())
                : new JoinClause(strictness, kind, table, byUsing ? using : List.of(),
                        byUsing ? Optional.empty() : Optional.of(on)));
    }

    private static Arbitrary<OrderItem> orderItems(int depth) {
        return Combinators.combine(expressions(depth), Arbitraries.of(true, false), Arbitraries.of(true, false)
                .optional()).as(OrderItem::new);
    }

    private static Arbitrary<Limit> limits(int depth) {
        return Combinators.combine(expressions(depth), expressions(depth).optional()).as(Limit::new);
    }

    private static Arbitrary<LimitBy> limitBys(int depth) {
        return Combinators.combine(expressions(depth), expressions(depth).optional(), expressions(depth).list()
                .ofMinSize(1).ofMaxSize(2)).as(LimitBy::new);
    }

    // ---- other statements ----

    static Arbitrary<Statement> statements() {
        return statements(2);
    }

    private static Arbitrary<Statement> statements(int depth) {
        Arbitrary<Optional<String>> db = names().optional();
        Arbitrary<Expr> e = expressions(1);
        return Arbitraries.oneOf(
                unions(depth).map(s -> (Statement) s),
                createTables(depth),
                inserts(depth),
                alters(),
                Combinators.combine(Arbitraries.of(true, false), names(), names().optional()).as(CreateDatabase::new),
                Combinators.combine(Arbitraries.of(true, false), names()).as(DropDatabase::new),
                Combinators.combine(Arbitraries.of(true, false), db, names()).as(DropTable::new),
                Combinators.combine(Arbitraries.of(true, false), db, names()).as(TruncateTable::new),
                Combinators.combine(tableNames(), tableNames()).as(RenameTables.Rename::new).list().ofMinSize(1)
                        .ofMaxSize(2).map(RenameTables::new),
                Combinators.combine(db, names()).as(ExistsTable::new),
                Arbitraries.strings().ofMaxLength(4).optional().map(ShowDatabases::new),
                Combinators.combine(db, Arbitraries.strings().ofMaxLength(4).optional()).as(ShowTables::new),
                Combinators.combine(db, names()).as(ShowCreateTable::new),
                Combinators.combine(db, names()).as(DescribeTable::new),
                names().map(UseDatabase::new),
                settings(1).list().ofMinSize(1).ofMaxSize(3).map(SetSettings::new),
                Combinators.combine(db, names(), partitions().optional(), Arbitraries.of(true, false),
                        Arbitraries.of(true, false)).as(OptimizeTable::new),
                Combinators.combine(Arbitraries.of(SystemCommand.Action.class), tableNames().optional())
                        .as((action, table) -> new SystemCommand(action, action == SystemCommand.Action.STOP_MERGES
                                || action == SystemCommand.Action.START_MERGES ? table : Optional.empty())),
                Combinators.combine(e, Arbitraries.of(true, false)).as(KillQuery::new),
                depth > 1
                        ? Combinators.combine(Arbitraries.of(Explain.Kind.class), settings(1).list().ofMaxSize(2),
                                Arbitraries.lazy(() -> statements(depth - 1))).as(Explain::new)
                        : unions(1).map(s -> (Statement) s));
    }

    private static Arbitrary<TableName> tableNames() {
        return Combinators.combine(names().optional(), names()).as(TableName::new);
    }

    private static Arbitrary<PartitionSpec> partitions() {
        return Arbitraries.oneOf(expressions(1).map(PartitionSpec::ofExpression),
                Arbitraries.strings().ofMaxLength(6).map(PartitionSpec::ofId));
    }

    private static Arbitrary<IndexDef> indexes() {
        return Combinators.combine(names(), expressions(1), names(), elements(0).list().ofMaxSize(3),
                Arbitraries.longs().between(1, 1000)).as(IndexDef::new);
    }

    private static Arbitrary<ColumnDef> columns() {
        Arbitrary<Optional<ColumnDefault>> defaults = Combinators.combine(Arbitraries.of(ColumnDefault.Kind.class),
                expressions(1)).as(ColumnDefault::new).optional();
        Arbitrary<Codec> codecs = Combinators.combine(names(), literals().map(l -> (Expr) l).list().ofMaxSize(2))
                .as(Codec::new);
        return Combinators.combine(names(), Arbitraries.of(TYPES), defaults, codecs.list().ofMaxSize(2),
                Arbitraries.strings().ofMaxLength(5).optional()).as(ColumnDef::new);
    }

    private static Arbitrary<Statement> createTables(int depth) {
        Arbitrary<Optional<Expr>> key = expressions(1).optional();
        Arbitrary<Tuple.Tuple5<Boolean, Optional<String>, String, List<ColumnDef>, List<IndexDef>>> head =
                Combinators.combine(Arbitraries.of(true, false), names().optional(), names(),
                        columns().list().ofMaxSize(3), indexes().list().ofMaxSize(2)).as(Tuple::of);
        Arbitrary<Optional<TableEngine>> engines = Combinators.combine(names(), elements(1).list().ofMaxSize(2))
                .as(TableEngine::new).optional();
        Arbitrary<Tuple.Tuple5<Optional<TableName>, Optional<TableEngine>, Optional<Expr>, Optional<Expr>,
                Optional<Expr>>> keys = Combinators.combine(tableNames().optional(), engines, key, key, key)
                .as(Tuple::of);
        Arbitrary<Tuple.Tuple3<List<SettingAssignment>, Optional<String>, Optional<SelectUnion>>> tail =
                Combinators.combine(settings(1).list().ofMaxSize(2), Arbitraries.strings().ofMaxLength(5).optional(),
                        unions(depth - 1).optional()).as(Tuple::of);
        return Combinators.combine(head, keys, tail).as((h, k, t) -> new CreateTable(h.get1(), h.get2(), h.get3(),
                h.get4(), h.get5(), k.get1(), k.get2(), k.get3(), k.get4(), k.get5(), t.get1(), t.get2(), t.get3()));
    }

    private static Arbitrary<Statement> inserts(int depth) {
        Arbitrary<String> data = Arbitraries.strings().ofMinLength(1).ofMaxLength(20)
                .filter(s -> !s.isBlank() && s.indexOf(';') < 0);
        Arbitrary<InsertSource> sources = Arbitraries.oneOf(
                expressions(1).list().ofMaxSize(3).list().ofMinSize(1).ofMaxSize(3).map(InsertSource.Values::new),
                Combinators.combine(names(), data.optional()).as(InsertSource.Format::new),
                Combinators.combine(Arbitraries.strings().ofMaxLength(12), Arbitraries.of("gzip", "none").optional(), names())
                        .as(InsertSource.File::new),
                unions(depth - 1).map(InsertSource.Select::new));
        return Combinators.combine(names().optional(), names(), names().list().ofMaxSize(2), sources)
                .as(Insert::new);
    }

    private static Arbitrary<Statement> alters() {
        Arbitrary<Optional<PartitionSpec>> partition = partitions().optional();
        Arbitrary<AlterCommand> commands = Arbitraries.oneOf(
                Combinators.combine(Arbitraries.of(true, false), indexes(), names().optional())
                        .as(AlterCommand.AddIndex::new),
                Combinators.combine(Arbitraries.of(true, false), names()).as(AlterCommand.DropIndex::new),
                Combinators.combine(names(), partition).as(AlterCommand.MaterializeIndex::new),
                Combinators.combine(names(), partition).as(AlterCommand.ClearIndex::new),
                settings(1).list().ofMinSize(1).ofMaxSize(2).map(AlterCommand.ModifySettings::new),
                expressions(1).map(AlterCommand.Delete::new),
                Combinators.combine(Combinators.combine(names(), expressions(1)).as(ColumnAssignment::new).list()
                        .ofMinSize(1).ofMaxSize(2), expressions(1)).as(AlterCommand.Update::new));
        return Combinators.combine(names().optional(), names(), commands.list().ofMinSize(1).ofMaxSize(3),
                settings(1).list().ofMaxSize(2)).as(AlterTable::new);
    }
}
