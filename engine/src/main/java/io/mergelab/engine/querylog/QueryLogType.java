package io.mergelab.engine.querylog;

/** query_log.type: which moment of a query a row records (ClickHouse's Enum8 names; values are {@link #value()}). */
public enum QueryLogType {
    QueryStart(1), QueryFinish(2), ExceptionBeforeStart(3), ExceptionWhileProcessing(4);

    private final int value;

    QueryLogType(int value) {
        this.value = value;
    }

    public int value() {
        return value;
    }
}
