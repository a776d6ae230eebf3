package io.mergelab.engine.interpreter;

import io.mergelab.engine.catalog.ColumnDefinition.DefaultKind;
import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.catalog.TableEngineKind;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.index.skip.TableSkipIndexes;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.SqlFormatter;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.ColumnDef;
import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.CreateView;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.table.SamplingKey;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.storage.Codec;
import io.mergelab.engine.table.KeyExpressions;
import io.mergelab.engine.table.KeyTuples;
import io.mergelab.engine.table.SamplingKey;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Builds and validates a {@link TableDefinition} from a CREATE TABLE statement. */
final class TableDefinitions {
    private TableDefinitions() {
    }

    /** Parses a stored CREATE query; the table is named after its metadata file, not the text. */
    static TableDefinition fromStoredQuery(String createQuery, String database, String table) {
        Statement s = SqlParser.parse(createQuery);
        if (s instanceof CreateView view) {
            return ViewDefinitions.of(view, database, table);
        }
        if (!(s instanceof CreateTable create)) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Metadata of " + database + "." + table + " is not a CREATE TABLE query");
        }
        return fromAst(create, database, table, EvaluationContext.system());
    }

    /**
     * A table being created: {@link #fromAst} plus the checks ClickHouse makes of a new table's settings and keys
     * (tables already stored are loaded as they are, so a rule added later never hides existing data).
     */
    static TableDefinition forCreate(CreateTable ast, String database, String table, EvaluationContext ctx) {
        TableDefinition def = fromAst(ast, database, table, ctx);
        if (def.engine().isMergeTree()) {
            if (def.settings().getLong("index_granularity") == 0) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "index_granularity: value 0 makes no sense");
            }
            if (!def.settings().getBool("allow_nullable_key")) {
                KeyExpressions keys = KeyExpressions.compile(def, ctx);
                rejectNullable(keys.sortingKeyTypes(), "Sorting key");
                rejectNullable(keys.partitionTypes(), "Partition key");
            }
        }
        return def;
    }

    private static void rejectNullable(List<DataType> keyTypes, String what) {
        if (keyTypes.stream().anyMatch(t -> t.unwrapLowCardinality().isNullable())) {
            throw new MergeLabException(ErrorCode.ILLEGAL_COLUMN, what
                    + " contains nullable columns, but merge tree setting `allow_nullable_key` is disabled");
        }
    }

    static TableDefinition fromAst(CreateTable ast, String database, String table, EvaluationContext ctx) {
        List<ColumnDefinition> columns = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (ColumnDef c : ast.columns()) {
            if (!names.add(c.name())) {
                throw new MergeLabException(ErrorCode.DUPLICATE_COLUMN, "Column " + c.name() + " already exists");
            }
            columns.add(column(c));
        }
        if (columns.isEmpty()) {
            throw new MergeLabException(ErrorCode.EMPTY_LIST_OF_COLUMNS_PASSED, "Empty list of columns passed");
        }
        TableEngineKind engine = TableEngineKind.of(ast.engine().orElseThrow(() -> new MergeLabException(ErrorCode.INCORRECT_QUERY,
                "Table engine is not specified in CREATE query")).name());
        List<Expr> orderBy = ast.orderBy().map(KeyTuples::elements).orElse(List.of());
        List<Expr> primaryKey = ast.primaryKey().map(KeyTuples::elements).orElse(List.of());
        if (engine.isMergeTree()) {
            if (ast.orderBy().isEmpty() && ast.primaryKey().isEmpty()) {
                throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                        "ORDER BY or PRIMARY KEY clause is missing. Consider using extended storage definition syntax with ORDER BY or PRIMARY KEY clause");
            }
            if (ast.orderBy().isEmpty()) {
                orderBy = primaryKey;
            }
            List<Expr> args = ast.engine().orElseThrow().args();
            if (engine == TableEngineKind.VERSIONED_COLLAPSING_MERGE_TREE && args.size() == 2
                    && args.get(1) instanceof Identifier version && !orderBy.contains(version)) {
                // ClickHouse ends the sorting key with the version (the primary key stays as written)
                if (primaryKey.isEmpty()) {
                    primaryKey = orderBy;
                }
                orderBy = new ArrayList<>(orderBy);
                orderBy.add(version);
            }
        } else if (ast.orderBy().isPresent() || ast.partitionBy().isPresent() || ast.primaryKey().isPresent()
                || ast.sampleBy().isPresent()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Engine " + engine.sqlName()
                    + " doesn't support PARTITION BY, PRIMARY KEY, ORDER BY or SAMPLE BY clauses");
        }
        Settings settings = Settings.mergeTreeDefaults();
        for (SettingAssignment s : ast.settings()) {
            if (!engine.isMergeTree()) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Engine " + engine.sqlName() + " doesn't support SETTINGS clause");
            }
            settings = settings.with(s.name(), literalText(s.value(), s.name()));
        }
        List<IndexDefinition> indexes = ast.indexes().stream()
                .map(i -> new IndexDefinition(i.name(), i.expression(), i.type(), i.typeArgs(), i.granularity()))
                .toList();
        CreateTable canonical = new CreateTable(false, Optional.of(database), table, ast.columns(), ast.indexes(),
                Optional.empty(), ast.engine(), ast.partitionBy(), ast.primaryKey(), ast.orderBy(), ast.sampleBy(),
                ast.settings(), ast.comment(), Optional.empty());
        TableDefinition def = new TableDefinition(database, table, columns, indexes, engine,
                ast.engine().orElseThrow().args(), orderBy, primaryKey, ast.partitionBy(), ast.sampleBy(), settings,
                ast.comment().orElse(""), SqlFormatter.format(canonical));
        validate(def, ctx);
        return def;
    }

    private static ColumnDefinition column(ColumnDef c) {
        DataType type = c.dataType();
        DefaultKind kind = c.defaultValue().map(d -> DefaultKind.valueOf(d.kind().name())).orElse(DefaultKind.NONE);
        Codec codec = Codec.DEFAULT;
        if (c.codecs().size() > 1) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Chained codecs are not supported yet: column " + c.name());
        }
        for (io.mergelab.engine.sql.ast.Codec spec : c.codecs()) {
            List<Integer> args = new ArrayList<>();
            for (Expr a : spec.args()) {
                if (!(a instanceof Literal l && l.value() instanceof Long v)) {
                    throw new MergeLabException(ErrorCode.ILLEGAL_CODEC_PARAMETER, "Codec " + spec.name() + " takes integer arguments");
                }
                args.add(Math.toIntExact(v));
            }
            codec = Codec.parse(spec.name(), args);
        }
        return new ColumnDefinition(c.name(), type, kind, c.defaultValue().map(d -> d.expression()), codec, c.comment().orElse(""));
    }

    /** Checks what only the columns can tell: key and default expressions resolve, engine arguments name columns. */
    private static void validate(TableDefinition def, EvaluationContext ctx) {
        InputSchema all = new InputSchema(def.columns().stream().map(ColumnDefinition::name).toList(),
                def.columns().stream().map(ColumnDefinition::type).toList());
        for (ColumnDefinition c : def.columns()) {
            if (c.defaultExpr().isPresent()) {
                ExpressionCompiler.compile(c.defaultExpr().get(), all, ctx);
            }
        }
        if (!def.indexes().isEmpty() && !def.engine().isMergeTree()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Engine " + def.engine().sqlName() + " doesn't support skipping indices.");
        }
        TableSkipIndexes.compile(def, ctx);
        if (def.engine().isMergeTree()) {
            KeyExpressions.compile(def, ctx);
            validatePrimaryKeyPrefix(def);
            def.sampleBy().ifPresent(sampling -> SamplingKey.validate(def, sampling, all, ctx));
        }
        EngineArguments.validate(def);
    }

    private static void validatePrimaryKeyPrefix(TableDefinition def) {
        if (def.primaryKey().size() > def.orderBy().size()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Primary key must be a prefix of the sorting key, but its length: "
                    + def.primaryKey().size() + " is greater than the sorting key length: " + def.orderBy().size());
        }
        for (int i = 0; i < def.primaryKey().size(); i++) {
            if (!def.primaryKey().get(i).equals(def.orderBy().get(i))) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Primary key must be a prefix of the sorting key, but the column in the position "
                        + i + " is not the same in both");
            }
        }
    }

    static String literalText(Expr value, String settingName) {
        if (value instanceof Literal l && l.value() != null) {
            Object v = l.value();
            return v instanceof Boolean b ? (b ? "1" : "0") : v.toString();
        }
        throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Setting " + settingName + " must be set to a literal value");
    }
}
