package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.io.OutputStream;

/** A text buffer that drains into an output stream whenever it grows past a threshold. */
final class OutputSink {
    private static final int FLUSH_THRESHOLD = 1 << 16;

    private final OutputStream out;
    final TextBuffer buffer = new TextBuffer(FLUSH_THRESHOLD + 1024);

    OutputSink(OutputStream out) {
        this.out = out;
    }

    /** Writes the buffer out if it is large; call between rows. */
    void maybeFlush() {
        if (buffer.length() >= FLUSH_THRESHOLD) {
            drain();
        }
    }

    private void drain() {
        try {
            out.write(buffer.array(), 0, buffer.length());
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot write output: " + e.getMessage(), e);
        }
        buffer.reset();
    }

    /** Writes everything buffered and flushes the stream. */
    void flush() {
        drain();
        try {
            out.flush();
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot write output: " + e.getMessage(), e);
        }
    }
}
