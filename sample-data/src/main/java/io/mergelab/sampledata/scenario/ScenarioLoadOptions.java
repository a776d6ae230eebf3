package io.mergelab.sampledata.scenario;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.OptionalLong;

/**
 * How to load a scenario: the rows (the scenario's own when empty), the database ({@code null}: the scenario's
 * {@code scenario_<name>}) and the threads that generate and insert blocks.
 */
public record ScenarioLoadOptions(OptionalLong rows, String database, int threads) {

    public ScenarioLoadOptions {
        if (rows.isPresent() && rows.getAsLong() < 0) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "Number of rows must not be negative, got " + rows.getAsLong());
        }
        if (database != null && !database.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Database name '" + database
                    + "' must be letters, digits and underscores, not starting with a digit");
        }
        if (threads < 1) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Number of threads must be at least 1, got " + threads);
        }
    }

    /** The scenario's rows, its default database, one thread per processor. */
    public static ScenarioLoadOptions defaults() {
        return new ScenarioLoadOptions(OptionalLong.empty(), null, Math.max(1, Runtime.getRuntime().availableProcessors()));
    }

    public ScenarioLoadOptions withRows(long newRows) {
        return new ScenarioLoadOptions(OptionalLong.of(newRows), database, threads);
    }

    public ScenarioLoadOptions withDatabase(String newDatabase) {
        return new ScenarioLoadOptions(rows, newDatabase, threads);
    }

    public ScenarioLoadOptions withThreads(int newThreads) {
        return new ScenarioLoadOptions(rows, database, newThreads);
    }
}
