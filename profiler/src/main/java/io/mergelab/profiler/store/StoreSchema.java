package io.mergelab.profiler.store;

import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.OptionalInt;

/** The store's schema version: the highest {@code V<n>__*.sql} under {@code db/store}, and how to read a file's. */
final class StoreSchema {
    /** The newest migration this program knows; raise it with every new migration (a test checks it). */
    static final int VERSION = 13;
    static final String MIGRATIONS_DIRECTORY = "db/store";
    static final String MIGRATIONS = "classpath:" + MIGRATIONS_DIRECTORY;
    static final String HISTORY_TABLE = "flyway_schema_history";

    private StoreSchema() {
    }

    /** The highest migration applied to the database, empty when it has no migration history. */
    static OptionalInt appliedVersion(Connection connection) throws SQLException {
        if (!hasTable(connection, HISTORY_TABLE)) {
            return OptionalInt.empty();
        }
        int highest = 0;
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(
                     "SELECT \"version\" FROM \"" + HISTORY_TABLE + "\" WHERE \"version\" IS NOT NULL")) {
            while (rows.next()) {
                highest = Math.max(highest, majorVersion(rows.getString(1)));
            }
        }
        return OptionalInt.of(highest);
    }

    /**
     * Whether the database's migration history already ends at {@link #VERSION}, every migration in it succeeded and
     * each one's checksum is that of the file this program has: then Flyway, whose migrate of an up-to-date store
     * costs more than the rest of opening it, has nothing to do. Anything else (an older store, a failed or edited
     * migration, a script not found here) is Flyway's to migrate or to report.
     */
    static boolean isCurrent(Connection connection) throws SQLException {
        if (!hasTable(connection, HISTORY_TABLE)) {
            return false;
        }
        boolean newestApplied = false;
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT \"version\", \"type\", \"script\", \"checksum\","
                     + " \"success\" FROM \"" + HISTORY_TABLE + "\"")) {
            while (rows.next()) {
                String version = rows.getString(1);
                String type = rows.getString(2);
                if (!rows.getBoolean(5)) {
                    return false;
                }
                if (version == null && (type.equals("TABLE") || type.equals("SCHEMA"))) {
                    continue;  // Flyway's marks of the history table and schema it created, not migrations
                }
                int checksum = rows.getInt(4);
                if (version == null || !type.equals("SQL") || rows.wasNull()
                        || !checksumMatches(rows.getString(3), checksum)) {
                    return false;
                }
                newestApplied |= majorVersion(version) == VERSION;
            }
        }
        return newestApplied;
    }

    private static boolean checksumMatches(String script, int checksum) {
        try {
            return MigrationChecksum.of(script).equals(OptionalInt.of(checksum));
        } catch (IOException e) {
            return false;  // Flyway reads it again and reports what is wrong
        }
    }

    /** Whether the database holds any table of its own (not counting H2's INFORMATION_SCHEMA). */
    static boolean hasAnyTable(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES"
                     + " WHERE TABLE_SCHEMA <> 'INFORMATION_SCHEMA'")) {
            rows.next();
            return rows.getLong(1) > 0;
        }
    }

    private static boolean hasTable(Connection connection, String table) throws SQLException {
        try (ResultSet rows = connection.getMetaData().getTables(null, null, table, null)) {
            return rows.next();
        }
    }

    /** "3" and "3.1" are version 3; a version that is not a number counts as newer than any this program knows. */
    private static int majorVersion(String version) {
        String major = version.contains(".") ? version.substring(0, version.indexOf('.')) : version;
        try {
            return Integer.parseInt(major.trim());
        } catch (NumberFormatException e) {
            return Integer.MAX_VALUE;
        }
    }
}
