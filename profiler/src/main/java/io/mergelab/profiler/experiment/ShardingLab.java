package io.mergelab.profiler.experiment;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.connect.TargetException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The layout lab for a {@code Distributed} table on a cluster: each variant shards the same rows by another key. For
 * a variant {@code v} of {@code db.t} (a Distributed table over {@code db.t_local} on every server), each server gets
 * {@code db.t_local__v} (made {@code AS db.t_local}), the entry server {@code db.t__v}, a Distributed table over them
 * sharded by the variant's key, and the rows of {@code db.t} are inserted through it, synchronously, so each lands on
 * the shard its key picks. The copies are dropped afterwards unless kept.
 *
 * <p>Servers without ZooKeeper cannot run {@code ON CLUSTER} DDL, so the lab is given a target on every server: the
 * entry first (the one the experiment's queries go to), then the others.
 */
public final class ShardingLab implements ExperimentData {
    private static final Logger LOG = LoggerFactory.getLogger(ShardingLab.class);
    /** {@code Distributed(cluster, database, table[, sharding_key])} as {@code engine_full} shows it. */
    private static final Pattern DISTRIBUTED = Pattern.compile("Distributed\\(\\s*'?([^',\\s]+)'?\\s*,"
            + "\\s*'?([^',\\s]+)'?\\s*,\\s*'?([^',\\s]+)'?\\s*(?:,\\s*(.*?))?\\)\\s*");

    /** One way to shard the table: its name and the sharding key expression. */
    public record Variant(String name, String shardingKey) {
    }

    private final List<QueryTarget> servers;
    private final String database;
    private final String table;
    private final List<Variant> variants;
    private final boolean keep;
    private final List<Created> created = new ArrayList<>();
    private volatile boolean cancelled;

    /** A table the lab made, and the server it is on. */
    private record Created(QueryTarget server, String table) {
    }

    /**
     * {@code source} is {@code db.t}, a Distributed table on {@code servers.get(0)}; {@code servers} are every server
     * of its cluster, that one first.
     */
    public ShardingLab(List<QueryTarget> servers, String source, List<Variant> variants, boolean keep) {
        int dot = source.indexOf('.');
        if (dot < 1 || dot == source.length() - 1) {
            throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS,
                    "The sharding lab's table is named db.table, not '" + source + "'");
        }
        if (variants.isEmpty()) {
            throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS,
                    "The sharding lab needs at least one sharding key to compare with " + source);
        }
        Set<String> names = new HashSet<>(List.of(LayoutLab.ORIGINAL));
        for (Variant variant : variants) {
            if (!variant.name().matches("[A-Za-z0-9_]+")) {
                throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS, "Sharding variant name '"
                        + variant.name() + "' is not letters, digits and _");
            }
            if (!names.add(variant.name())) {
                throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS, "Sharding variant "
                        + variant.name() + (variant.name().equals(LayoutLab.ORIGINAL) ? " is the source table's name"
                        : " is given twice"));
            }
        }
        this.servers = List.copyOf(servers);
        this.database = source.substring(0, dot);
        this.table = source.substring(dot + 1);
        this.variants = List.copyOf(variants);
        this.keep = keep;
    }

    /** The variants' names, the source first. */
    public List<String> layoutNames() {
        List<String> names = new ArrayList<>(List.of(LayoutLab.ORIGINAL));
        variants.forEach(v -> names.add(v.name()));
        return names;
    }

    /** The Distributed table of variant {@code name}. */
    public String tableOf(String name) {
        return qualified(name.equals(LayoutLab.ORIGINAL) ? table : table + "__" + name);
    }

    @Override
    public List<PreparedLayout> prepare(ExperimentProgress progress) {
        QueryTarget entry = servers.get(0);
        Matcher engine = DISTRIBUTED.matcher(engineOf(entry));
        if (!engine.matches()) {
            throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS, "Table " + qualified(table)
                    + " is not a Distributed table; the sharding lab compares ways to shard one");
        }
        String cluster = engine.group(1);
        String localDatabase = engine.group(2);
        String local = engine.group(3);
        SourceTable source = SourceTable.read(entry, database, table);
        List<PreparedLayout> prepared = new ArrayList<>();
        progress.layoutStarted(LayoutLab.ORIGINAL, 0, variants.size() + 1);
        prepared.add(prepared(LayoutLab.ORIGINAL, source, localDatabase, local));
        for (int i = 0; i < variants.size(); i++) {
            Variant variant = variants.get(i);
            if (cancelled) {
                throw new ExperimentCancelledException("while building sharding variant " + variant.name());
            }
            progress.layoutStarted(variant.name(), i + 1, variants.size() + 1);
            String localCopy = local + "__" + variant.name();
            for (QueryTarget server : servers) {
                create(server, qualified(localDatabase, localCopy), "CREATE TABLE " + qualified(localDatabase,
                        localCopy) + " AS " + qualified(localDatabase, local), variant);
            }
            String copy = tableOf(variant.name());
            create(entry, copy, "CREATE TABLE " + copy + " AS " + qualified(table) + " ENGINE = Distributed("
                    + cluster + ", " + SqlLiterals.identifier(localDatabase) + ", " + SqlLiterals.identifier(localCopy)
                    + ", " + variant.shardingKey() + ")", variant);
            String columns = String.join(", ", source.insertedColumns());
            entry.run(QueryRequest.of("INSERT INTO " + copy + " (" + columns + ") SELECT " + columns + " FROM "
                    + qualified(table)).withSettings(Map.of("insert_distributed_sync", "1"))).close();
            PreparedLayout layout = prepared(variant.name(), source, localDatabase, localCopy);
            progress.rowsLoaded(variant.name(), layout.storage().storedRows(), source.rows());
            if (layout.storage().storedRows() != source.rows()) {
                throw new ExperimentException(ExperimentException.Reason.DATA_DIFFERS, String.format(Locale.ROOT,
                        "Sharding variant %s: the servers hold %,d rows of %s after the copy, %s holds %,d",
                        variant.name(), layout.storage().storedRows(), localCopy, qualified(table), source.rows()));
            }
            prepared.add(layout);
        }
        return prepared;
    }

    @Override
    public void cancel() {
        cancelled = true;
    }

    /** Drops the copies (the Distributed ones first) after a failure or cancel, and after success unless kept. */
    @Override
    public void finish(boolean succeeded) {
        if (succeeded && keep) {
            return;
        }
        for (int i = created.size() - 1; i >= 0; i--) {
            Created table = created.get(i);
            try {
                table.server().run(QueryRequest.of("DROP TABLE IF EXISTS " + table.table())).close();
            } catch (TargetException e) {
                LOG.warn("Cannot drop sharding lab table {} on {}: {}", table.table(),
                        table.server().info().description(), e.getMessage());
            }
        }
        created.clear();
    }

    /** The variant's Distributed table, its storage the sum of its local tables' on every server. */
    private PreparedLayout prepared(String name, SourceTable source, String localDatabase, String local) {
        long parts = 0;
        long bytes = 0;
        long rows = 0;
        for (QueryTarget server : servers) {
            LayoutStorage storage = LayoutStorage.of(server, localDatabase, local);
            parts += storage.parts();
            bytes += storage.bytesOnDisk();
            rows += storage.storedRows();
        }
        return new PreparedLayout(name, tableOf(name), source.digestExpressions(), false,
                new LayoutStorage(parts, bytes, rows));
    }

    private void create(QueryTarget server, String name, String statement, Variant variant) {
        try {
            server.run(QueryRequest.of(statement).withQueryId(UUID.randomUUID().toString())).close();
        } catch (TargetException e) {
            throw new ExperimentException(e.code() == 57 ? ExperimentException.Reason.TABLE_EXISTS
                    : ExperimentException.Reason.BAD_LAYOUT, "Sharding variant " + variant.name() + ": cannot create "
                    + name + " on " + server.info().description() + ": " + e.getMessage(), e);
        }
        created.add(new Created(server, name));
    }

    private String engineOf(QueryTarget entry) {
        List<List<String>> rows = entry.run(QueryRequest.of("SELECT engine_full FROM system.tables WHERE database = "
                + SqlLiterals.string(database) + " AND name = " + SqlLiterals.string(table))).rows();
        if (rows.isEmpty()) {
            throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS,
                    "Table " + qualified(table) + " does not exist");
        }
        return rows.get(0).get(0);
    }

    private String qualified(String name) {
        return qualified(database, name);
    }

    private static String qualified(String database, String name) {
        return SqlLiterals.identifier(database) + "." + SqlLiterals.identifier(name);
    }
}
