package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Where a command reads and writes: results go to {@code out} as bytes of the chosen format,
 * messages to {@code err}. Tests pass in-memory streams.
 */
public record CommandStreams(InputStream in, OutputStream out, PrintStream err) {

    /** Writes {@code text} to {@code out} as UTF-8 and flushes it: listings and other plain-text results. */
    public void printOut(String text) {
        try {
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR,
                    "Cannot write to standard output: " + e.getMessage(), e);
        }
    }

    /** The process's streams; stdout is buffered, commands flush it after each statement. */
    public static CommandStreams system() {
        OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
        return new CommandStreams(System.in, out, new PrintStream(new FileOutputStream(FileDescriptor.err), true,
                StandardCharsets.UTF_8));
    }
}
