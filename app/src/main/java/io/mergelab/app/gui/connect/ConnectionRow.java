package io.mergelab.app.gui.connect;

/**
 * A saved connection as the dialog lists it: never the password, only whether it is kept.
 */
public record ConnectionRow(String name, String url, String user, String database, String cluster,
                            boolean passwordKept) {
    /** {@code db1 — http://db1:8123/ as analyst, cluster lab}, for the list. */
    public String text() {
        return name + " — " + url + " as " + user + (database.isEmpty() ? "" : ", database " + database)
                + (cluster.isEmpty() ? "" : ", cluster " + cluster) + (passwordKept ? " · password kept" : "");
    }
}
