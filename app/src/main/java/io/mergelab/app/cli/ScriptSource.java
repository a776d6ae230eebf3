package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Where a command's statements come from, as clickhouse-client takes them: {@code --query}, else
 * {@code --queries-file}, else standard input; never two of them.
 */
record ScriptSource(String query, Path queriesFile) {

    /** True when the statements come from standard input, which then cannot also carry an INSERT's data. */
    boolean fromStandardInput() {
        return query == null && queriesFile == null;
    }

    /** The script's text. */
    String read(CommandStreams streams) {
        if (query != null && queriesFile != null) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "Options '--query' and '--queries-file' cannot be specified at the same time");
        }
        if (query != null) {
            return query;
        }
        return queriesFile != null ? readQueriesFile(queriesFile) : readStandardInput(streams);
    }

    private static String readQueriesFile(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new MergeLabException(ErrorCode.FILE_DOESNT_EXIST, "File " + file + " doesn't exist", e);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot open file " + file + ": " + e.getMessage(), e);
        }
    }

    private static String readStandardInput(CommandStreams streams) {
        try {
            return new String(streams.in().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot read standard input: " + e.getMessage(), e);
        }
    }
}
