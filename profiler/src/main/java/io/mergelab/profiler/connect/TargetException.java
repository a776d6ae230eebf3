package io.mergelab.profiler.connect;

/**
 * A statement or connection failure on any target, with ClickHouse's error code and name
 * ({@code 60}, {@code UNKNOWN_TABLE}) and the message without the {@code Code: N. DB::Exception:} frame.
 */
public final class TargetException extends RuntimeException {
    private final int code;
    private final String codeName;

    public TargetException(int code, String codeName, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
        this.codeName = codeName;
    }

    public int code() {
        return code;
    }

    public String codeName() {
        return codeName;
    }

    /**
     * The one line clickhouse-client prints: {@code Code: 60. DB::Exception: <message>. (UNKNOWN_TABLE)}. Only the
     * message's first line is kept (a syntax error's echo of the query and its caret follow on later lines), without
     * a final period of its own.
     */
    public String clientLine() {
        String message = String.valueOf(getMessage()).lines().findFirst().orElse("");
        String trimmed = message.endsWith(".") ? message.substring(0, message.length() - 1) : message;
        return "Code: " + code + ". DB::Exception: " + trimmed + ". (" + codeName + ")";
    }
}
