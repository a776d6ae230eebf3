package io.mergelab.app.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Where a command reads and writes: results go to {@code out} as bytes of the chosen format,
 * messages to {@code err}. Tests pass in-memory streams.
 */
public record CommandStreams(InputStream in, OutputStream out, PrintStream err) {

    /** The process's streams; stdout is buffered, commands flush it after each statement. */
    public static CommandStreams system() {
        OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
        return new CommandStreams(System.in, out, new PrintStream(new FileOutputStream(FileDescriptor.err), true,
                StandardCharsets.UTF_8));
    }
}
