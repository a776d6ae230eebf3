package io.mergelab.app.cli;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * The plain {@code sql} command lines scripts use ({@code mergelab [--path DIR] sql [--path DIR] -q SQL}, or
 * {@code --query SQL} or {@code --queries-file FILE} in place of {@code -q}) read without picocli, whose start (its
 * classes initialised, the commands' annotations read by reflection) costs a fresh {@code sql -q} about a tenth of its
 * time. Each is read with the meaning {@link SqlCommand} gives it; anything else (help, version, another option, a
 * setting or a parameter, a repeated option, a value that looks like an option or a command) is left to picocli,
 * which also reports the mistakes.
 */
public final class SqlArguments {
    private static final String COMMAND = "sql";
    private static final String PATH = "--path";
    private static final String QUERY = "--query";
    private static final String QUERY_SHORT = "-q";
    private static final String QUERIES_FILE = "--queries-file";

    private Path path;
    private String query;
    private Path queriesFile;

    private SqlArguments() {
    }

    /** The command's options when {@code args} plainly ask for one {@code sql} script; else empty, for picocli. */
    public static Optional<SqlArguments> parse(String[] args) {
        SqlArguments parsed = new SqlArguments();
        boolean plain = PlainOptions.read(args, COMMAND, parsed::set) == PlainOptions.Line.WITH_COMMAND;
        return plain && (parsed.query != null || parsed.queriesFile != null) ? Optional.of(parsed) : Optional.empty();
    }

    /** Runs the script as {@code mergelab sql} does; returns the exit code. */
    public int run(CommandStreams streams, GuiStarter guiStarter, Map<String, String> environment) {
        MergeLabCommand root = MergeLabCommand.withPath(path, guiStarter, environment);
        return SqlCommand.script(root, streams, query, queriesFile).call();
    }

    /** Takes option {@code name}'s value; false for an option read by picocli only, or one given twice. */
    private boolean set(String name, String value, boolean inSql) {
        if (value.startsWith("-")) {
            return false; // a value like an option, even attached (--query=--help), is left to picocli's own reading
        }
        switch (name) {
            case PATH -> {
                if (path != null) {
                    return false;
                }
                path = Path.of(value);
            }
            case QUERY, QUERY_SHORT -> {
                if (!inSql || query != null || queriesFile != null) {
                    return false;
                }
                query = value;
            }
            case QUERIES_FILE -> {
                if (!inSql || query != null || queriesFile != null) {
                    return false;
                }
                queriesFile = Path.of(value);
            }
            default -> {
                return false;
            }
        }
        return true;
    }
}
