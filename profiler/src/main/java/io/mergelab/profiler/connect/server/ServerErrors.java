package io.mergelab.profiler.connect.server;

import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.connect.TargetException;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns what a ClickHouse server answers on failure into {@link TargetException}s with the server's code and message:
 * an exception body, both as 18.16 writes it ({@code Code: 60, e.displayText() = DB::Exception: Table default.nope
 * doesn't exist., e.what() = DB::Exception}) and as current servers do ({@code Code: 60. DB::Exception: ...
 * (UNKNOWN_TABLE) (version 25.3.1)}), and the client-side failures (refused, timed out, cut off) with the codes
 * clickhouse-client uses for them. Old servers do not name their codes, so the common names are known here.
 */
final class ServerErrors {
    static final int SOCKET_TIMEOUT = 209;
    static final int NETWORK_ERROR = 210;
    static final int QUERY_WAS_CANCELLED = 394;
    static final int UNKNOWN_EXCEPTION = 1002;

    private static final Pattern OLD = Pattern.compile(
            "Code: (\\d+), e\\.displayText\\(\\) = (?:DB::Exception: )?(.*?)(?:, e\\.what\\(\\) = [\\w:]+)?\\s*",
            Pattern.DOTALL);
    private static final Pattern CURRENT = Pattern.compile(
            "Code: (\\d+)\\. (?:DB::Exception: )?(.*?)(?: \\(([A-Z][A-Z0-9_]*)\\))?(?: \\(version [^)]*\\))?\\s*",
            Pattern.DOTALL);
    /** An exception a server appended to a result it had started streaming, at the end of the body. */
    private static final Pattern TRAILING = Pattern.compile("(?s).*?(Code: \\d+[.,] (?:e\\.displayText\\(\\) = )?DB::Exception.*)");

    private static final Map<Integer, String> NAMES = Map.ofEntries(
            Map.entry(6, "CANNOT_PARSE_TEXT"), Map.entry(16, "NO_SUCH_COLUMN_IN_TABLE"),
            Map.entry(27, "CANNOT_PARSE_INPUT_ASSERTION_FAILED"), Map.entry(36, "BAD_ARGUMENTS"),
            Map.entry(42, "NUMBER_OF_ARGUMENTS_DOESNT_MATCH"), Map.entry(43, "ILLEGAL_TYPE_OF_ARGUMENT"),
            Map.entry(44, "ILLEGAL_COLUMN"), Map.entry(46, "UNKNOWN_FUNCTION"), Map.entry(47, "UNKNOWN_IDENTIFIER"),
            Map.entry(48, "NOT_IMPLEMENTED"), Map.entry(49, "LOGICAL_ERROR"), Map.entry(53, "TYPE_MISMATCH"),
            Map.entry(57, "TABLE_ALREADY_EXISTS"), Map.entry(60, "UNKNOWN_TABLE"), Map.entry(62, "SYNTAX_ERROR"),
            Map.entry(73, "UNKNOWN_FORMAT"), Map.entry(81, "UNKNOWN_DATABASE"), Map.entry(115, "UNKNOWN_SETTING"),
            Map.entry(117, "INCORRECT_DATA"), Map.entry(158, "TOO_MANY_ROWS"), Map.entry(159, "TIMEOUT_EXCEEDED"),
            Map.entry(164, "READONLY"), Map.entry(192, "UNKNOWN_USER"), Map.entry(193, "WRONG_PASSWORD"),
            Map.entry(194, "REQUIRED_PASSWORD"), Map.entry(SOCKET_TIMEOUT, "SOCKET_TIMEOUT"),
            Map.entry(NETWORK_ERROR, "NETWORK_ERROR"), Map.entry(241, "MEMORY_LIMIT_EXCEEDED"),
            Map.entry(252, "TOO_MANY_PARTS"), Map.entry(279, "ALL_CONNECTION_TRIES_FAILED"),
            Map.entry(372, "SESSION_NOT_FOUND"), Map.entry(373, "SESSION_IS_LOCKED"),
            Map.entry(QUERY_WAS_CANCELLED, "QUERY_WAS_CANCELLED"),
            Map.entry(395, "FUNCTION_THROW_IF_VALUE_IS_NON_ZERO"), Map.entry(516, "AUTHENTICATION_FAILED"),
            Map.entry(UNKNOWN_EXCEPTION, "UNKNOWN_EXCEPTION"));

    private final String password;

    /** Errors of a connection whose password (if any) must never appear in a message. */
    ServerErrors(Optional<String> password) {
        this.password = password.orElse(null);
    }

    /** The failure an HTTP answer with status {@code status} and body {@code body} stands for. */
    TargetException ofAnswer(int status, String body, String url) {
        return exception(body).orElseGet(() -> failure(UNKNOWN_EXCEPTION, "HTTP " + status + " from " + url
                + (body.isBlank() ? " with an empty body" : ": " + body.strip().lines().findFirst().orElse(""))));
    }

    /**
     * The exception a server wrote at the end of a result it had started (HTTP 200), if {@code lastLine} holds one.
     * It comes raw, right after the last complete row or glued to a partial one: no tab before it, and none in it
     * where a row of {@code columns} values would have some (a row whose values quote an exception, as query_log's
     * do, is a row). A one-column result whose last value is exactly an exception text stays ambiguous.
     */
    Optional<TargetException> trailing(String lastLine, int columns) {
        Matcher m = TRAILING.matcher(lastLine);
        if (!m.matches() || m.start(1) > 0 && lastLine.substring(0, m.start(1)).contains("\t")
                || columns > 1 && m.group(1).contains("\t")) {
            return Optional.empty();
        }
        return exception(m.group(1));
    }

    /** A failure found on this side (refused, timed out, cut off), under clickhouse-client's code for it. */
    TargetException failure(int code, String message) {
        return new TargetException(code, name(code, null), scrubbed(message), null);
    }

    private Optional<TargetException> exception(String body) {
        String text = body.strip();
        Matcher old = OLD.matcher(text);
        if (old.matches()) {
            int code = Integer.parseInt(old.group(1));
            return Optional.of(new TargetException(code, name(code, null), scrubbed(old.group(2)), null));
        }
        Matcher current = CURRENT.matcher(text);
        if (current.matches()) {
            int code = Integer.parseInt(current.group(1));
            return Optional.of(new TargetException(code, name(code, current.group(3)), scrubbed(current.group(2)), null));
        }
        return Optional.empty();
    }

    private static String name(int code, String given) {
        return given != null ? given : NAMES.getOrDefault(code, "UNKNOWN_CODE_" + code);
    }

    /** The message without the password, as given or as written in a string literal (a server may quote the SQL). */
    private String scrubbed(String message) {
        if (password == null) {
            return message;
        }
        String literal = SqlLiterals.string(password);
        return message.replace(password, "******").replace(literal.substring(1, literal.length() - 1), "******");
    }
}
