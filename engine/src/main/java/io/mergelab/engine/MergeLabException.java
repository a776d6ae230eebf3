package io.mergelab.engine;

/**
 * The one exception type of MergeLab. Carries a ClickHouse-compatible error code; {@link #toClientLine()}
 * renders the single line clickhouse-client prints. Over-long names and values in the message are cut
 * ({@link ErrorText}).
 */
public final class MergeLabException extends RuntimeException {
    private final ErrorCode code;

    public MergeLabException(ErrorCode code, String message) {
        super(ErrorText.shorten(message));
        this.code = code;
    }

    public MergeLabException(ErrorCode code, String message, Throwable cause) {
        super(ErrorText.shorten(message), cause);
        this.code = code;
    }

    public static MergeLabException of(ErrorCode code, String format, Object... args) {
        return new MergeLabException(code, args.length == 0 ? format : String.format(format, args));
    }

    public ErrorCode code() {
        return code;
    }

    /** Returns a copy whose message has a context suffix, e.g. "while executing X" or "(in file f)". */
    public MergeLabException withContext(String context) {
        MergeLabException e = new MergeLabException(code, getMessage() + ": " + context, getCause());
        e.setStackTrace(getStackTrace());
        return e;
    }

    /**
     * {@code Code: 60. DB::Exception: Table default.x does not exist. (UNKNOWN_TABLE)}: always one line; only the
     * first line of a multi-line message (a syntax error's echo of the query and its caret) is kept.
     */
    public String toClientLine() {
        String message = getMessage().lines().findFirst().orElse("");
        String trimmed = message.endsWith(".") ? message.substring(0, message.length() - 1) : message;
        return "Code: " + code.code() + ". DB::Exception: " + trimmed + ". (" + code.name() + ")";
    }
}
