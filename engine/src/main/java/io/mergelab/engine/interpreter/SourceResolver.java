package io.mergelab.engine.interpreter;

import io.mergelab.engine.analyzer.Relation;
import io.mergelab.engine.analyzer.SamplingTarget;
import io.mergelab.engine.analyzer.TableResolver;
import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.index.IndexAnalysis;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.plan.step.ReadFromMergeTree;
import io.mergelab.engine.plan.step.ReadFromStorage;
import io.mergelab.engine.plan.step.ReadFromSystemTable;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ViewExplain;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableRef;
import io.mergelab.engine.system.SystemAlias;
import io.mergelab.engine.system.SystemColumn;
import io.mergelab.engine.system.SystemContext;
import io.mergelab.engine.system.SystemTable;
import io.mergelab.engine.system.SystemTables;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.SamplingKey;
import io.mergelab.engine.table.MaterializedViewTable;
import io.mergelab.engine.table.Table;
import io.mergelab.engine.table.ViewTable;
import io.mergelab.engine.tablefunction.ExternalAccess;
import io.mergelab.engine.tablefunction.SystemNumbers;
import io.mergelab.engine.tablefunction.TableFunctionStep;
import io.mergelab.engine.tablefunction.TableFunctions;
import io.mergelab.engine.type.DataType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Resolves FROM items of one query to {@link Relation}s and their read steps: MergeTree tables read by
 * {@code ReadFromMergeTree}, Memory tables by {@code ReadFromMemoryStorage}, system tables by
 * {@code ReadFromSystemOneBlock} ({@code ReadFromStorage (SystemOne)} for {@code system.one}), table functions and
 * {@code system.numbers} by their own steps.
 */
final class SourceResolver implements TableResolver {
    private final Catalog catalog;
    private final SystemTables systemTables;
    private final Path dataDir;
    private final ExternalAccess access;
    private final QueryContext ctx;

    SourceResolver(Catalog catalog, SystemTables systemTables, Path dataDir, ExternalAccess access, QueryContext ctx) {
        this.access = access;
        this.catalog = catalog;
        this.systemTables = systemTables;
        this.dataDir = dataDir;
        this.ctx = ctx;
    }

    @Override
    public Relation table(TableRef ref) {
        String db = ref.database().orElse(ctx.currentDatabase());
        if (db.equals(Catalog.SYSTEM_DATABASE)) {
            if (ref.isFinal()) {
                throw illegalFinal(systemStorageName(ref.table()));
            }
            return SystemNumbers.handles(ref.table()) ? whole(SystemNumbers.step(ref.table()))
                    : system(systemTables.get(ref.table()));
        }
        Table table = catalog.table(db, ref.table());
        String name = ref.table();
        if (table instanceof MaterializedViewTable mv) {
            db = mv.target().database();
            name = mv.target().table();
            table = catalog.table(db, name);
        }
        if (ref.isFinal() && !table.definition().engine().collapsesRows()) {
            throw illegalFinal(table.definition().engine().sqlName());
        }
        return table(db, name, table, ref.isFinal());
    }

    @Override
    public Optional<SelectUnion> view(Optional<String> database, String name) {
        String db = database.orElse(ctx.currentDatabase());
        if (db.equals(Catalog.SYSTEM_DATABASE) || !catalog.hasDatabase(db) || !catalog.hasTable(db, name)) {
            return Optional.empty();
        }
        return catalog.table(db, name) instanceof ViewTable v ? Optional.of(v.query()) : Optional.empty();
    }

    @Override
    public Optional<SamplingTarget> sampling(TableRef ref, Optional<Expr> condition) {
        String db = ref.database().orElse(ctx.currentDatabase());
        if (db.equals(Catalog.SYSTEM_DATABASE)) {
            return Optional.empty();
        }
        Table table = catalog.table(db, ref.table());
        if (table instanceof MaterializedViewTable mv) {
            table = catalog.table(mv.target().database(), mv.target().table());
        }
        if (!(table instanceof MergeTreeTable mt)) {
            return Optional.empty();
        }
        long rows = IndexAnalysis.approximateRows(mt, condition, ctx.settings(), ctx.evaluation());
        return Optional.of(new SamplingTarget(SamplingKey.of(mt.definition(), ctx.evaluation()), rows));
    }

    /** FINAL on a storage that does not collapse rows, in ClickHouse's words. */
    private static MergeLabException illegalFinal(String storage) {
        return new MergeLabException(ErrorCode.ILLEGAL_FINAL, "Storage " + storage + " doesn't support FINAL");
    }

    @Override
    public Relation tableFunction(TableFunctionRef ref) {
        if (ref.name().equals(ViewExplain.NAME)) {
            SelectRunner runner = new SelectRunner(catalog, systemTables, dataDir, access, ctx);
            ExplainRunner.ExplainTable t = ExplainRunner.table(ViewExplain.explain(ref), runner, ctx);
            return ChunkRelation.of(t.names(), t.types(), t.names(), t.rows());
        }
        SourceStep step = TableFunctions.resolve(ref, ctx.evaluation(), access);
        if (step instanceof TableFunctionStep narrowable) {
            Header h = step.header();
            return new Relation(h.names(), h.types(), h.names(), narrowable::withColumns);
        }
        return whole(step);
    }

    /** A source that always produces all its columns (system.numbers). */
    private static Relation whole(SourceStep step) {
        Header h = step.header();
        return new Relation(h.names(), h.types(), h.names(), columns -> step);
    }

    @Override
    public String storageDescription(TableRef ref) {
        String db = ref.database().orElse(ctx.currentDatabase());
        String storage = db.equals(Catalog.SYSTEM_DATABASE) ? systemStorageName(ref.table())
                : catalog.table(db, ref.table()).definition().engine().sqlName();
        return storage + " (table " + db + "." + ref.table() + ")";
    }

    /** ClickHouse's class-derived name of a system table's storage: {@code query_log} is {@code SystemQueryLog}. */
    private static String systemStorageName(String table) {
        StringBuilder sb = new StringBuilder("System");
        for (String word : table.split("_")) {
            if (!word.isEmpty()) {
                sb.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
            }
        }
        return sb.toString();
    }

    @Override
    public Relation one() {
        return system(systemTables.get("one"));
    }

    private Relation system(SystemTable t) {
        List<String> stored = t.columns().stream().map(SystemColumn::name).toList();
        List<String> names = new ArrayList<>(stored);
        List<DataType> types = new ArrayList<>(t.columns().stream().map(SystemColumn::type).toList());
        for (SystemAlias a : t.aliases()) {
            names.add(a.name());
            types.add(a.type());
        }
        boolean one = t.name().equals("one");
        return new Relation(names, types, stored, columns -> ctx.touched(Catalog.SYSTEM_DATABASE, t.name(), columns, new ReadFromSystemTable(
                one ? "ReadFromStorage" : "ReadFromSystemOneBlock", one ? "SystemOne" : "",
                header(columns, names, types), (conditions, counters) -> {
                    List<Chunk> read = new ArrayList<>();
                    for (Chunk all : t.readChunks(new SystemContext(catalog, dataDir, ctx.settings(), conditions))) {
                        List<Column> out = new ArrayList<>(columns.size());
                        for (String c : columns) {
                            int i = stored.indexOf(c);
                            if (i >= 0) {
                                out.add(all.column(i));
                            } else {
                                SystemAlias a = t.aliases().get(names.indexOf(c) - stored.size());
                                out.add(a.derive().apply(all.column(stored.indexOf(a.source()))));
                            }
                        }
                        Chunk chunk = new Chunk(out, all.rows());
                        counters.add(chunk.rows(), chunk.byteSize());
                        read.add(chunk);
                    }
                    return read.iterator();
                })));
    }

    private Relation table(String db, String name, Table table, boolean isFinal) {
        TableDefinition def = table.definition();
        TableColumns columnLists = TableColumns.of(db, name, def, table instanceof MergeTreeTable && !isFinal);
        List<String> names = columnLists.names();
        List<DataType> types = columnLists.types();
        List<String> readable = columnLists.readable();
        List<DataType> readableTypes = columnLists.readableTypes();
        AliasColumns aliases = new AliasColumns(def);
        List<String> offered = new ArrayList<>(names);
        List<DataType> offeredTypes = new ArrayList<>(types);
        aliases.columns().forEach(c -> {
            offered.add(c.name());
            offeredTypes.add(c.type());
        });
        return new Relation(offered, offeredTypes, columnLists.asterisk(), (columns, known) -> {
            boolean computes = aliases.anyIn(columns);
            List<String> reads = computes ? aliases.storedFor(columns) : columns;
            if (reads.isEmpty()) {
                reads = names.subList(0, 1);
            }
            PlanStep step = ctx.touched(db, name, reads, read(db, name, table, header(reads, readable, readableTypes),
                    ctx.settings(), isFinal));
            // conditions the query's kept rows satisfy (the left side of a join): index analysis prunes by them
            if (known.isPresent() && step instanceof ReadFromMergeTree read && !computes) {
                step = read.withConditions(known.get());
            }
            return computes ? aliases.compute(step, columns, ctx.evaluation()) : step;
        }, columnLists.subcolumns());
    }

    private static PlanStep read(String db, String name, Table table, Header header, Settings settings, boolean isFinal) {
        if (table instanceof MergeTreeTable mt) {
            ReadFromMergeTree read = new ReadFromMergeTree(db, name, mt, header, settings);
            return isFinal ? read.asFinal() : read;
        }
        return new ReadFromStorage("ReadFromMemoryStorage", "", "MemorySource", header,
                (maxBlockRows, counters) -> table.scan(header.names(), maxBlockRows, counters));
    }

    private static Header header(List<String> columns, List<String> names, List<DataType> types) {
        return new Header(columns, columns.stream().map(c -> types.get(names.indexOf(c))).toList());
    }
}
