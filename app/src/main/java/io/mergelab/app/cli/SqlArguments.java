package io.mergelab.app.cli;

import java.nio.file.InvalidPathException;
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
        boolean inSql = false;
        for (String arg : args) {
            if (arg.startsWith("@")) {
                return Optional.empty(); // picocli reads the arguments from that file
            }
        }
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals(COMMAND) && !inSql) {
                inSql = true;
                continue;
            }
            int equals = arg.indexOf('=');
            boolean attached = arg.startsWith("--") && equals > 0;
            String name = attached ? arg.substring(0, equals) : arg;
            String value;
            if (attached) {
                value = arg.substring(equals + 1);
            } else if (i + 1 < args.length && separateValue(args[i + 1])) {
                value = args[++i];
            } else {
                return Optional.empty();
            }
            try {
                // a value like an option, even attached (--query=--help), is left to picocli's own reading
                if (value.isEmpty() || value.startsWith("-") || !parsed.set(name, value, inSql)) {
                    return Optional.empty();
                }
            } catch (InvalidPathException e) {
                return Optional.empty();
            }
        }
        return inSql && (parsed.query != null || parsed.queriesFile != null) ? Optional.of(parsed) : Optional.empty();
    }

    /**
     * Whether picocli takes {@code arg} as the value of the option before it: not when it looks like an option, or is
     * a single word that could be a command's name (as {@link GuiArguments} reads them).
     */
    private static boolean separateValue(String arg) {
        return !arg.startsWith("-") && !arg.matches("[a-z-]+");
    }

    /** Runs the script as {@code mergelab sql} does; returns the exit code. */
    public int run(CommandStreams streams, GuiStarter guiStarter, Map<String, String> environment) {
        MergeLabCommand root = MergeLabCommand.withPath(path, guiStarter, environment);
        return SqlCommand.script(root, streams, query, queriesFile).call();
    }

    /** Takes option {@code name}'s value; false for an option read by picocli only, or one given twice. */
    private boolean set(String name, String value, boolean inSql) {
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
