package io.mergelab.engine.interpreter;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

/** Opens the file of {@code INSERT ... FROM INFILE}, decompressing gzip when named or implied by {@code .gz}. */
final class InputFiles {
    private InputFiles() {
    }

    static InputStream open(Path file, Optional<String> compression) throws IOException {
        String method = compression.map(c -> c.toLowerCase(Locale.ROOT))
                .orElse(file.getFileName().toString().endsWith(".gz") ? "gzip" : "none");
        boolean gzip = switch (method) {
            case "none" -> false;
            case "gzip", "gz" -> true;
            default -> throw new MergeLabException(ErrorCode.UNKNOWN_COMPRESSION_METHOD, "Unknown compression method " + method
                    + " (supported: gzip, none)");
        };
        InputStream raw;
        try {
            raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
        } catch (NoSuchFileException e) {
            throw new MergeLabException(ErrorCode.FILE_DOESNT_EXIST, "File " + file + " doesn't exist");
        }
        if (!gzip) {
            return raw;
        }
        try {
            return new GZIPInputStream(raw, 1 << 16);
        } catch (IOException e) {
            raw.close();
            throw new MergeLabException(ErrorCode.CANNOT_DECOMPRESS, "Cannot read " + file + " as gzip: " + e.getMessage(), e);
        }
    }
}
