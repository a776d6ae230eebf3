package io.mergelab.engine.tablefunction;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.error.NameHints;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import java.util.List;
import java.util.Locale;

/**
 * Table functions by name: numbers, numbers_mt, zeros, zeros_mt, generateRandom, values, file, url. Arguments are constant
 * expressions evaluated here, at analysis; the returned step makes fresh sources per execution.
 */
public final class TableFunctions {
    private static final List<String> NAMES = List.of("numbers", "numbers_mt", "zeros", "zeros_mt", "generateRandom", "values",
            "file", "url");

    private TableFunctions() {
    }

    /** Every table function name. */
    public static List<String> names() {
        return NAMES;
    }

    /**
     * A source step reading the table function; errors: UNKNOWN_FUNCTION (46) with a hint,
     * NUMBER_OF_ARGUMENTS_DOESNT_MATCH, BAD_ARGUMENTS, CANNOT_OPEN_FILE / FILE_DOESNT_EXIST, DATABASE_ACCESS_DENIED
     * (a file outside user_files_path), UNACCEPTABLE_URL (a host not in remote_url_allow_hosts).
     */
    public static SourceStep resolve(TableFunctionRef ref, EvaluationContext ctx, ExternalAccess access) {
        String name = ref.name();
        TableFunctionArgs args = new TableFunctionArgs(name, ref.args(), ctx);
        return switch (name) {
            case "numbers" -> NumbersFunction.resolve(args, false);
            case "numbers_mt" -> NumbersFunction.resolve(args, true);
            case "zeros" -> ZerosFunction.resolve(args, false);
            case "zeros_mt" -> ZerosFunction.resolve(args, true);
            case "generateRandom" -> GenerateRandomFunction.resolve(args);
            case "file" -> FileFunction.resolve(args, access.userFiles());
            case "url" -> UrlFunction.resolve(args, access.remoteHosts());
            default -> {
                // ClickHouse registers values case-insensitively (VALUES, Values).
                if (name.toLowerCase(Locale.ROOT).equals("values")) {
                    yield ValuesFunction.resolve(args);
                }
                throw new MergeLabException(ErrorCode.UNKNOWN_FUNCTION, "Unknown table function " + name
                        + NameHints.suffix(name, NAMES));
            }
        };
    }
}
