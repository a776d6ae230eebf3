package io.mergelab.engine.tablefunction;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.format.InputFormats;
import io.mergelab.engine.plan.Header;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * {@code file(path, format[, 'structure'])}: one local file (gzip when it ends in {@code .gz}) read by one
 * {@code File} source in the {@code ReadFromFile} step. Paths are confined to user_files_path ({@link UserFiles}):
 * relative ones resolve inside it; globs are not supported (after the confinement check, so a glob pointing out is
 * refused as such).
 */
final class FileFunction {
    private static final int BUFFER_BYTES = 1 << 16;

    private FileFunction() {
    }

    static TableFunctionStep resolve(TableFunctionArgs args, UserFiles userFiles) {
        args.checkCount(2, 3, "'path, format[, structure]'");
        String pathText = args.string(0, "path");
        Path path = userFiles.resolve(pathText);
        if (UserFiles.isGlob(pathText)) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Globs in file paths are not supported: " + pathText
                    + " (name one file)");
        }
        String format = args.string(1, "format");
        checkFormat(format);
        if (!Files.exists(path)) {
            throw new MergeLabException(ErrorCode.FILE_DOESNT_EXIST, "File " + path + " doesn't exist");
        }
        if (Files.isDirectory(path) || !Files.isReadable(path)) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot open file " + path
                    + (Files.isDirectory(path) ? ": it is a directory" : ": permission denied"));
        }
        Header header;
        if (args.size() == 3) {
            header = Structure.parse(args.function(), args.string(2, "structure"));
        } else if (HeaderInference.canInfer(format)) {
            try (InputStream in = open(path)) {
                header = HeaderInference.infer(format, in, "file " + path);
            } catch (IOException e) {
                throw cannotOpen(path, e);
            }
        } else {
            throw HeaderInference.needsStructure("file", format, "file " + path);
        }
        Header structure = header;
        return TableFunctionStep.reading("ReadFromFile", structure, (ctx, read) -> List.of(new FormatSource("File",
                () -> openOrFail(path), format, structure, read, ctx.maxBlockRows(), ctx.readCounters())), true);
    }

    static void checkFormat(String format) {
        if (!InputFormats.isSupported(format)) {
            throw new MergeLabException(ErrorCode.UNKNOWN_FORMAT, "Unknown input format " + format);
        }
    }

    private static InputStream openOrFail(Path path) {
        try {
            return open(path);
        } catch (IOException e) {
            throw cannotOpen(path, e);
        }
    }

    private static InputStream open(Path path) throws IOException {
        InputStream raw = new BufferedInputStream(Files.newInputStream(path), BUFFER_BYTES);
        return path.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(raw, BUFFER_BYTES) : raw;
    }

    private static MergeLabException cannotOpen(Path path, IOException e) {
        if (e instanceof NoSuchFileException) {
            return new MergeLabException(ErrorCode.FILE_DOESNT_EXIST, "File " + path + " doesn't exist");
        }
        String reason = e instanceof AccessDeniedException ? "permission denied" : String.valueOf(e.getMessage());
        return new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot open file " + path + ": " + reason);
    }
}
