package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.compare.Variant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * {@code --variant NAME:setting=value[,setting=value]...}: a settings variant; {@code table=db.t} among the pairs
 * makes it a layout variant (the table goes where the SQL says {@code {table}}); {@code target=T} runs it on target T
 * ({@code embedded}, a server URL or a saved connection's name); {@code sql=TEXT}, last, gives the variant an SQL text
 * of its own (the rest of the argument, commas and all).
 */
final class VariantArgument {
    private static final String TABLE = "table";
    private static final String TARGET = "target";
    private static final String SQL = "sql=";

    private VariantArgument() {
    }

    static Variant parse(String argument) {
        int colon = argument.indexOf(':');
        if (colon <= 0) {
            throw bad(argument, "it does not begin with a name and a colon");
        }
        String name = argument.substring(0, colon).strip();
        String rest = argument.substring(colon + 1);
        Optional<String> sql = Optional.empty();
        int sqlAt = rest.startsWith(SQL) ? 0 : rest.indexOf("," + SQL) + 1;
        if (rest.startsWith(SQL) || sqlAt > 0) {
            sql = Optional.of(rest.substring(sqlAt + SQL.length()).strip());
            rest = rest.substring(0, Math.max(0, sqlAt - 1));
        }
        Map<String, String> settings = new LinkedHashMap<>();
        Optional<String> table = Optional.empty();
        Optional<String> target = Optional.empty();
        for (String pair : rest.isBlank() ? new String[0] : rest.split(",")) {
            int equals = pair.indexOf('=');
            if (equals <= 0) {
                throw bad(argument, "'" + pair + "' is not setting=value");
            }
            String key = pair.substring(0, equals).strip();
            String value = pair.substring(equals + 1).strip();
            if (key.equals(TABLE)) {
                table = Optional.of(value);
            } else if (key.equals(TARGET)) {
                target = Optional.of(value);
            } else {
                settings.put(key, value);
            }
        }
        if (settings.isEmpty() && table.isEmpty() && sql.isEmpty() && target.isEmpty()) {
            throw bad(argument, "it names no setting, table, target or sql");
        }
        try {
            return new Variant(name, settings, table, sql, target);
        } catch (IllegalArgumentException e) {
            throw bad(argument, e.getMessage());
        }
    }

    private static MergeLabException bad(String argument, String why) {
        return new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Bad --variant '" + argument + "': " + why
                + "; give NAME:setting=value[,setting=value]..., NAME:table=db.t, NAME:target=embedded|URL|CONNECTION"
                + " or NAME:sql=SELECT ...");
    }
}
