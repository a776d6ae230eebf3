package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The free-form options of {@code mergelab sql}, as clickhouse-client takes them:
 * {@code --param_<name>=<value>} binds a query parameter, any other {@code --<name>=<value>} sets a setting.
 * The value may also follow as the next argument; a flag without a value means {@code 1}.
 */
record ClientOverrides(Map<String, String> parameters, Map<String, String> settings) {
    private static final String PARAMETER_PREFIX = "param_";

    ClientOverrides {
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    static ClientOverrides parse(List<String> arguments) {
        Map<String, String> parameters = new LinkedHashMap<>();
        Map<String, String> settings = new LinkedHashMap<>();
        for (int i = 0; i < arguments.size(); i++) {
            String argument = arguments.get(i);
            if (!argument.startsWith("--") || argument.length() == 2) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Unexpected argument '" + argument
                        + "': settings are given as --name=value, queries with --query");
            }
            String body = argument.substring(2);
            int equals = body.indexOf('=');
            String name;
            String value;
            if (equals >= 0) {
                name = body.substring(0, equals);
                value = body.substring(equals + 1);
            } else if (i + 1 < arguments.size() && !arguments.get(i + 1).startsWith("--")) {
                name = body;
                value = arguments.get(++i);
            } else {
                name = body;
                value = "1";
            }
            if (name.equalsIgnoreCase("password")) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "A password is never taken on the command line:"
                        + " use --password-file FILE, $" + TargetOptions.PASSWORD_VARIABLE + " or the prompt");
            }
            if (name.startsWith(PARAMETER_PREFIX) && name.length() > PARAMETER_PREFIX.length()) {
                parameters.put(name.substring(PARAMETER_PREFIX.length()), value);
            } else {
                settings.put(name, value);
            }
        }
        return new ClientOverrides(parameters, settings);
    }
}
