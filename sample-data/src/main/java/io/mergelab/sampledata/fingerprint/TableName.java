package io.mergelab.sampledata.fingerprint;

/** A table's database and name, and how to write them in SQL. */
record TableName(String database, String name) {
    static TableName parse(String qualified, String currentDatabase) {
        int dot = qualified.indexOf('.');
        return dot < 0 ? new TableName(currentDatabase, qualified)
                : new TableName(qualified.substring(0, dot), qualified.substring(dot + 1));
    }

    String qualified() {
        return database + "." + name;
    }

    String sql() {
        return quote(database) + "." + quote(name);
    }

    static String quote(String identifier) {
        return "`" + identifier.replace("\\", "\\\\").replace("`", "\\`") + "`";
    }

    static String literal(String text) {
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }
}
