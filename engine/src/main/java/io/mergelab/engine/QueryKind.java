package io.mergelab.engine;

/** query_log.query_kind: the kind of statement, with ClickHouse's names ({@code None} when unknown, e.g. before parsing). */
public enum QueryKind {
    NONE("None"), SELECT("Select"), INSERT("Insert"), CREATE("Create"), DROP("Drop"), RENAME("Rename"),
    OPTIMIZE("Optimize"), ALTER("Alter"), SYSTEM("System"), SET("Set"), USE("Use"), SHOW("Show"), EXISTS("Exists"),
    DESCRIBE("Describe"), EXPLAIN("Explain"), KILL_QUERY("KillQuery"), CHECK("Check");

    private final String clickHouseName;

    QueryKind(String clickHouseName) {
        this.clickHouseName = clickHouseName;
    }

    public String clickHouseName() {
        return clickHouseName;
    }
}
