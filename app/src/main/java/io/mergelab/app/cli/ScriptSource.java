package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
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
            return utf8(Files.readAllBytes(file), "File " + file);
        } catch (NoSuchFileException e) {
            throw new MergeLabException(ErrorCode.FILE_DOESNT_EXIST, "File " + file + " doesn't exist", e);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot open file " + file + ": " + e.getMessage(), e);
        }
    }

    /** The bytes as UTF-8 text; anything else is CANNOT_PARSE_TEXT naming the first bad byte's offset. */
    private static String utf8(byte[] bytes, String what) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            throw new MergeLabException(ErrorCode.CANNOT_PARSE_TEXT, what + " is not valid UTF-8 at byte offset "
                    + in.position() + ": SQL scripts are read as UTF-8 text");
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    private static String readStandardInput(CommandStreams streams) {
        try {
            return utf8(streams.in().readAllBytes(), "Standard input");
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot read standard input: " + e.getMessage(), e);
        }
    }
}
