package io.mergelab.engine.tablefunction;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.plan.Header;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * {@code generateRandom('structure'[, random_seed[, max_string_length[, max_array_length]]])}: endless random rows
 * (LIMIT ends them). A NULL or missing seed picks one per query; string and array lengths default to 10.
 */
final class GenerateRandomFunction {
    private static final int DEFAULT_MAX_LENGTH = 10;
    private static final long MAX_LENGTH = 1 << 20;

    private GenerateRandomFunction() {
    }

    static TableFunctionStep resolve(TableFunctionArgs args) {
        args.checkCount(1, 4, "'structure[, random_seed[, max_string_length[, max_array_length]]]'"
                + " (inferring the structure from an INSERT is not supported)");
        Header header = Structure.parse(args.function(), args.string(0, "structure"));
        for (int c = 0; c < header.size(); c++) {
            RandomColumns.checkSupported(header.names().get(c), header.types().get(c));
        }
        Long seed = args.size() > 1 ? args.unsignedOrNull(1, "random_seed") : null;
        int maxString = length(args, 2, "max_string_length");
        int maxArray = length(args, 3, "max_array_length");
        RandomColumns columns = new RandomColumns(maxString, maxArray);
        return new TableFunctionStep("ReadFromStorage", "GenerateRandom", header, ctx -> {
            long s = seed != null ? seed : ThreadLocalRandom.current().nextLong();
            return List.of(new GenerateRandomSource(header, columns, s, ctx.maxBlockRows(), ctx.readCounters()));
        }, false);
    }

    private static int length(TableFunctionArgs args, int i, String what) {
        if (args.size() <= i) {
            return DEFAULT_MAX_LENGTH;
        }
        long n = args.unsigned(i, what);
        if (Long.compareUnsigned(n, MAX_LENGTH) > 0) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Argument '" + what + "' of table function "
                    + args.function() + " is too large: " + TableFunctionArgs.unsignedText(n) + " (at most " + MAX_LENGTH + ")");
        }
        return (int) n;
    }
}
