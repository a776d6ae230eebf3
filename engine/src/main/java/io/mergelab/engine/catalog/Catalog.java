package io.mergelab.engine.catalog;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.Directories;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.table.Table;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Databases and tables of one data directory, persisted like ClickHouse's Atomic databases:
 * {@code metadata/<db>/<table>.json} (id + CREATE query) and data in {@code store/<id>/}. Data is deleted only by a
 * DROP ({@link DroppedTables}); a data directory no metadata file names is kept. A table whose metadata file cannot
 * be read or used is unavailable (queries on it fail naming the file) while every other table opens.
 */
public final class Catalog implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Catalog.class);
    public static final String DEFAULT_DATABASE = "default";
    public static final String SYSTEM_DATABASE = "system";

    private final Path metadataDir;
    private final Path storeDir;
    private final DroppedTables dropped;
    private final TableFactory tableFactory;
    private final BiFunction<String, TableMetadataName, TableDefinition> definitionParser;
    private final Map<String, Map<String, Entry>> databases = new ConcurrentHashMap<>();

    /** The database and table a metadata file stands for (from its path). */
    public record TableMetadataName(String database, String table) {
    }

    /** A table, or (table and uuid null) why it could not be loaded: its name stays taken until that is fixed. */
    private record Entry(String uuid, Table table, String unavailable) {
        static Entry loaded(String uuid, Table table) {
            return new Entry(uuid, table, null);
        }
    }

    private Catalog(Path dataDir, TableFactory tableFactory, BiFunction<String, TableMetadataName, TableDefinition> definitionParser) {
        this.metadataDir = dataDir.resolve("metadata");
        this.storeDir = dataDir.resolve("store");
        this.dropped = new DroppedTables(dataDir, storeDir);
        this.tableFactory = tableFactory;
        this.definitionParser = definitionParser;
    }

    /**
     * Loads every database and table. {@code definitionParser} turns a stored CREATE query into a definition
     * named after the metadata file.
     */
    public static Catalog open(Path dataDir, TableFactory tableFactory,
                               BiFunction<String, TableMetadataName, TableDefinition> definitionParser) {
        Catalog c = new Catalog(dataDir, tableFactory, definitionParser);
        c.load();
        if (!c.databases.containsKey(DEFAULT_DATABASE)) {
            c.createDatabase(DEFAULT_DATABASE, true);
        }
        return c;
    }

    private void load() {
        try {
            Files.createDirectories(metadataDir);
            Files.createDirectories(storeDir);
            Set<String> referenced = new HashSet<>();
            try (DirectoryStream<Path> dbs = Files.newDirectoryStream(metadataDir, Files::isDirectory)) {
                for (Path dbDir : dbs) {
                    String db = fromFileName(dbDir.getFileName().toString());
                    if (db == null) {
                        LOG.warn("Ignoring directory {}: not an escaped database name", dbDir);
                        continue;
                    }
                    Map<String, Entry> tables = new ConcurrentHashMap<>();
                    databases.put(db, tables);
                    try (DirectoryStream<Path> files = Files.newDirectoryStream(dbDir, "*.json")) {
                        for (Path f : files) {
                            String fileName = f.getFileName().toString();
                            String name = fromFileName(fileName.substring(0, fileName.length() - ".json".length()));
                            if (name == null) {
                                LOG.warn("Ignoring file {}: not an escaped table name", f);
                                continue;
                            }
                            tables.put(name, loadTable(db, name, f, referenced));
                        }
                    }
                }
            }
            dropped.recover(referenced);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot load catalog from " + metadataDir + ": " + e, e);
        }
    }

    /**
     * Opens one table from its metadata file. Whatever goes wrong makes only this table unavailable, logged with the
     * file and the reason, and deletes nothing: fixing the file and restarting brings the table back.
     */
    private Entry loadTable(String db, String name, Path file, Set<String> referenced) {
        String problem;
        try {
            TableMetadata meta = TableMetadata.read(file);
            if (!referenced.add(meta.uuid())) {
                // two tables writing one directory would corrupt each other's parts
                problem = "Table metadata file " + file + " names data directory " + meta.uuid() + " that another table uses";
            } else {
                TableDefinition def = definitionParser.apply(meta.createQuery(), new TableMetadataName(db, name));
                return Entry.loaded(meta.uuid(), tableFactory.open(def, storeDir.resolve(meta.uuid())));
            }
        } catch (RuntimeException e) {
            String reason = e instanceof MergeLabException m ? m.getMessage() : e.toString();
            problem = reason.contains(file.toString()) ? reason : "Cannot load table from " + file + ": " + reason;
        }
        LOG.error("Table {}.{} is unavailable until this is fixed and the engine restarted; nothing of it is deleted. {}",
                db, name, problem);
        return new Entry(null, null, problem);
    }

    public List<String> databaseNames() {
        List<String> names = new ArrayList<>(databases.keySet());
        names.add(SYSTEM_DATABASE);
        names.sort(null);
        return names;
    }

    public boolean hasDatabase(String name) {
        return databases.containsKey(name) || name.equals(SYSTEM_DATABASE);
    }

    public synchronized void createDatabase(String name, boolean ifNotExists) {
        if (hasDatabase(name)) {
            if (ifNotExists) {
                return;
            }
            throw new MergeLabException(ErrorCode.DATABASE_ALREADY_EXISTS, "Database " + name + " already exists");
        }
        try {
            Files.createDirectories(databaseDir(name));
            Directories.fsync(metadataDir);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot create database " + name + ": " + e, e);
        }
        databases.put(name, new ConcurrentHashMap<>());
    }

    public synchronized void dropDatabase(String name, boolean ifExists) {
        if (name.equals(SYSTEM_DATABASE)) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Cannot drop database system");
        }
        Map<String, Entry> tables = databases.get(name);
        if (tables == null) {
            if (ifExists) {
                return;
            }
            throw unknownDatabase(name);
        }
        for (Map.Entry<String, Entry> t : tables.entrySet()) {
            if (t.getValue().unavailable() != null) {
                throw unavailable(name, t.getKey(), t.getValue());
            }
        }
        for (String t : List.copyOf(tables.keySet())) {
            dropTable(name, t, true);
        }
        Directories.deleteRecursively(databaseDir(name));
        databases.remove(name);
    }

    /** Tables of a database, sorted by name. */
    public List<Table> tables(String database) {
        Map<String, Entry> tables = requireDatabase(database);
        return new TreeMap<>(tables).values().stream().map(Entry::table).filter(t -> t != null).toList();
    }

    public Table table(String database, String name) {
        Entry e = requireDatabase(database).get(name);
        if (e == null) {
            throw new MergeLabException(ErrorCode.UNKNOWN_TABLE, "Table " + database + "." + name + " does not exist");
        }
        if (e.unavailable() != null) {
            throw unavailable(database, name, e);
        }
        return e.table();
    }

    /** Whether the name is taken, by a table or by one that is unavailable (its metadata file is broken). */
    public boolean hasTable(String database, String name) {
        Map<String, Entry> tables = databases.get(database);
        return tables != null && tables.containsKey(name);
    }

    /** Creates a table; returns false when it existed and {@code ifNotExists} was given. */
    public synchronized boolean createTable(TableDefinition def, boolean ifNotExists) {
        Map<String, Entry> tables = requireDatabase(def.database());
        if (tables.containsKey(def.name())) {
            if (ifNotExists) {
                return false;
            }
            Entry existing = tables.get(def.name());
            String why = existing.unavailable() == null ? "" : " (unavailable: " + existing.unavailable() + ")";
            throw new MergeLabException(ErrorCode.TABLE_ALREADY_EXISTS, "Table " + def.qualifiedName() + " already exists" + why);
        }
        String uuid = UUID.randomUUID().toString();
        Table table = tableFactory.open(def, storeDir.resolve(uuid));
        writeMetadata(def.database(), def.name(), new TableMetadata(uuid, def.createQuery()));
        tables.put(def.name(), Entry.loaded(uuid, table));
        return true;
    }

    public synchronized void dropTable(String database, String name, boolean ifExists) {
        Map<String, Entry> tables = requireDatabase(database);
        Entry e = tables.get(name);
        if (e == null) {
            if (ifExists) {
                return;
            }
            throw new MergeLabException(ErrorCode.UNKNOWN_TABLE, "Table " + database + "." + name + " does not exist");
        }
        if (e.unavailable() != null) {
            // without readable metadata there is no telling which data is this table's, so nothing is dropped
            throw unavailable(database, name, e);
        }
        dropped.markDropped(metadataFile(database, name), e.uuid());
        tables.remove(name);
        e.table().close();
        dropped.deleteData(e.uuid());
    }

    public synchronized void renameTable(String database, String name, String toDatabase, String toName) {
        Map<String, Entry> from = requireDatabase(database);
        Map<String, Entry> to = requireDatabase(toDatabase);
        Entry e = from.get(name);
        if (e == null) {
            throw new MergeLabException(ErrorCode.UNKNOWN_TABLE, "Table " + database + "." + name + " does not exist");
        }
        if (e.unavailable() != null) {
            throw unavailable(database, name, e);
        }
        if (to.containsKey(toName)) {
            throw new MergeLabException(ErrorCode.TABLE_ALREADY_EXISTS, "Table " + toDatabase + "." + toName + " already exists");
        }
        Directories.renameAtomically(metadataFile(database, name), metadataFile(toDatabase, toName));
        from.remove(name);
        TableMetadata meta = readMetadata(toDatabase, toName);
        e.table().close();
        TableDefinition renamed = definitionParser.apply(meta.createQuery(), new TableMetadataName(toDatabase, toName));
        to.put(toName, Entry.loaded(e.uuid(), tableFactory.open(renamed, storeDir.resolve(e.uuid()))));
    }

    /**
     * Persists a changed definition of an existing table (ALTER): the metadata file is replaced atomically, keeping the
     * table's id and data. The caller brings the open table in line.
     */
    public synchronized void storeDefinition(TableDefinition def) {
        Entry e = requireDatabase(def.database()).get(def.name());
        if (e == null) {
            throw new MergeLabException(ErrorCode.UNKNOWN_TABLE, "Table " + def.qualifiedName() + " does not exist");
        }
        if (e.unavailable() != null) {
            throw unavailable(def.database(), def.name(), e);
        }
        writeMetadata(def.database(), def.name(), new TableMetadata(e.uuid(), def.createQuery()));
    }

    private TableMetadata readMetadata(String database, String name) {
        return TableMetadata.read(metadataFile(database, name));
    }

    private void writeMetadata(String database, String name, TableMetadata meta) {
        Durable.writeAtomically(metadataFile(database, name), meta.toJson());
    }

    private Path databaseDir(String database) {
        return metadataDir.resolve(FileNames.escape(database));
    }

    private Path metadataFile(String database, String name) {
        return databaseDir(database).resolve(FileNames.escape(name) + ".json");
    }

    /**
     * Names are stored escaped as ClickHouse escapes file names (%XX for all but letters, digits and '_'); null when a
     * file name is no such escape, so one stray file cannot stop the engine from starting.
     */
    private static String fromFileName(String escaped) {
        try {
            return URLDecoder.decode(escaped, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static MergeLabException unavailable(String database, String name, Entry e) {
        return new MergeLabException(ErrorCode.UNKNOWN_TABLE, "Table " + database + "." + name + " is unavailable: " + e.unavailable());
    }

    private Map<String, Entry> requireDatabase(String name) {
        Map<String, Entry> tables = databases.get(name);
        if (tables == null) {
            throw unknownDatabase(name);
        }
        return tables;
    }

    private static MergeLabException unknownDatabase(String name) {
        return new MergeLabException(ErrorCode.UNKNOWN_DATABASE, "Database " + name + " does not exist");
    }

    @Override
    public void close() {
        databases.values().forEach(t -> t.values().stream().filter(e -> e.table() != null).forEach(e -> e.table().close()));
    }
}
