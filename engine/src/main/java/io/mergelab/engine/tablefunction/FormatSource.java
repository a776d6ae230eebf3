package io.mergelab.engine.tablefunction;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.format.InputFormat;
import io.mergelab.engine.format.InputFormats;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.processor.SourceProcessor;
import io.mergelab.engine.table.ReadCounters;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads one stream (a file, an HTTP response) in a text format, a block of max_block_size rows per call. The
 * stream opens on the first call and closes at its end or as soon as downstream stops reading (LIMIT).
 * Chunks hold the columns of {@code read} (of the structure, in its order); formats that can skip fields
 * (*WithNames) do not decode the others. Columns a *WithNames header left out get their type's default.
 */
final class FormatSource extends SourceProcessor {

    /** Opens the stream to read; reports failures as MergeLabExceptions with the storage's error codes. */
    @FunctionalInterface
    interface Opener {
        InputStream open();
    }

    private final String name;
    private final Opener opener;
    private final String format;
    private final Header structure;
    private final Header header;
    private final int blockRows;
    private final ReadCounters counters;
    private InputFormat input;
    private int[] positions;

    FormatSource(String name, Opener opener, String format, Header structure, Header read, int blockRows,
                 ReadCounters counters) {
        this.name = name;
        this.opener = opener;
        this.format = format;
        this.structure = structure;
        this.header = read;
        this.blockRows = Math.max(1, blockRows);
        this.counters = counters;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    protected Chunk generate() {
        if (input == null) {
            open();
        }
        Optional<Chunk> next = input.next(blockRows);
        if (next.isEmpty()) {
            close();
            return null;
        }
        Chunk chunk = inHeaderOrder(next.get());
        counters.add(chunk.rows(), chunk.byteSize());
        return chunk;
    }

    private void open() {
        input = InputFormats.open(format, opener.open(), structure.names(), structure.types(), header.names());
        List<String> produced = input.columns();
        positions = new int[header.size()];
        for (int c = 0; c < header.size(); c++) {
            positions[c] = produced.indexOf(header.names().get(c));
        }
    }

    private Chunk inHeaderOrder(Chunk chunk) {
        List<Column> out = new ArrayList<>(header.size());
        for (int c = 0; c < header.size(); c++) {
            out.add(positions[c] >= 0 ? chunk.column(positions[c]) : Columns.defaults(header.types().get(c), chunk.rows()));
        }
        return new Chunk(out, chunk.rows());
    }

    @Override
    protected void onOutputClosed() {
        close();
    }

    private void close() {
        if (input != null) {
            input.close();
        }
    }
}
