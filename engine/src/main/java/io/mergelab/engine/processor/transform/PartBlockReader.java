package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.plan.step.PrewhereInfo;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartColumnsReader;
import io.mergelab.engine.storage.PartReader;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads blocks of whole granules of one part for a {@link MergeTreeSelectSource}, in the stream's column order.
 * Without PREWHERE it reads every column of every block. With PREWHERE (as ClickHouse's prewhere reader chain):
 * the condition's columns are read first and the condition evaluated over the block; the other columns are read
 * only for the runs of granules holding a passing row (seeking over the rest); only passing rows are returned.
 * Counts rows and uncompressed bytes as it reads; one reader serves one thread.
 */
final class PartBlockReader implements AutoCloseable {
    private final DataPart part;
    private final PrewhereInfo prewhere;
    /** Reads the PREWHERE columns, or every column when there is no PREWHERE. */
    private final PartColumnsReader first;
    /** Reads the columns not read by {@link #first}; null when there are none. */
    private final PartColumnsReader main;
    /** Per output column: its index in {@link #first}'s chunk, or {@code -1 - index} in {@link #main}'s. */
    private final int[] sources;
    private int[] lastSelection;
    private long rowsReadByPrewhere;
    private long rowsReadByMain;
    private int blockRows;
    private long blockBytes;

    PartBlockReader(DataPart part, List<String> columns, PrewhereInfo prewhere) {
        this.part = part;
        this.prewhere = prewhere;
        sources = new int[columns.size()];
        if (prewhere == null) {
            first = PartReader.open(part, columns);
            main = null;
            for (int i = 0; i < sources.length; i++) {
                sources[i] = i;
            }
            return;
        }
        List<String> input = prewhere.input().names();
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < sources.length; i++) {
            String c = columns.get(i);
            int at = input.indexOf(c);
            if (at < 0) {
                at = rest.indexOf(c);
                if (at < 0) {
                    at = rest.size();
                    rest.add(c);
                }
                at = -1 - at;
            }
            sources[i] = at;
        }
        first = PartReader.open(part, input);
        try {
            main = rest.isEmpty() ? null : PartReader.open(part, rest);
        } catch (RuntimeException e) {
            first.close();
            throw e;
        }
    }

    /**
     * The passing rows of granules {@code [begin, end)}, or {@code null} when none passes. Afterwards
     * {@link #lastSelection()} tells which rows of the block they are.
     */
    Chunk read(int begin, int end) {
        Chunk firstChunk = first.read(begin, end);
        int rows = firstChunk.rows();
        blockRows = rows;
        blockBytes = firstChunk.byteSize();
        if (prewhere == null) {
            rowsReadByMain += rows;
            lastSelection = null;
            return firstChunk;
        }
        rowsReadByPrewhere += rows;
        int[] selected = FilterTransform.selectedRows(prewhere.condition().evaluate(firstChunk), rows);
        int passing = selected[rows];
        if (passing == 0) {
            return null;
        }
        lastSelection = passing == rows ? null : selected;
        Chunk mainChunk = null;
        int[] mainSelection = selected;
        if (main != null) {
            if (passing == rows) {
                mainChunk = readMain(begin, end);
            } else {
                mainSelection = selected.clone();
                mainChunk = readGranulesWithPassingRows(begin, end, selected, passing, mainSelection);
            }
        }
        List<Column> out = new ArrayList<>(sources.length);
        for (int source : sources) {
            Column c = source >= 0 ? firstChunk.column(source) : mainChunk.column(-1 - source);
            boolean fromFirst = source >= 0;
            out.add(passing == rows ? c : c.take(fromFirst ? selected : mainSelection, passing));
        }
        return new Chunk(out, passing);
    }

    /**
     * Reads the main columns for the runs of granules in {@code [begin, end)} that hold a passing row, and rewrites
     * {@code selection} (passing row numbers within the block) to row numbers within the returned chunk.
     */
    private Chunk readGranulesWithPassingRows(int begin, int end, int[] selected, int passing, int[] selection) {
        List<Chunk> runs = new ArrayList<>();
        long blockStart = part.markStartRow(begin);
        int next = 0;
        int skippedRows = 0;
        int runBegin = -1;
        for (int g = begin; g < end; g++) {
            int granuleStart = (int) (part.markStartRow(g) - blockStart);
            int granuleEnd = granuleStart + part.granuleRows(g);
            boolean hasPassing = next < passing && selected[next] < granuleEnd;
            if (hasPassing) {
                while (next < passing && selected[next] < granuleEnd) {
                    selection[next] = selected[next] - skippedRows;
                    next++;
                }
                if (runBegin < 0) {
                    runBegin = g;
                }
            } else {
                skippedRows += granuleEnd - granuleStart;
                if (runBegin >= 0) {
                    runs.add(readMain(runBegin, g));
                    runBegin = -1;
                }
            }
        }
        if (runBegin >= 0) {
            runs.add(readMain(runBegin, end));
        }
        return runs.size() == 1 ? runs.get(0) : Columns.concatChunks(runs);
    }

    private Chunk readMain(int begin, int end) {
        Chunk c = main.read(begin, end);
        rowsReadByMain += c.rows();
        blockBytes += c.byteSize();
        return c;
    }

    /** Row numbers within the last block read of the rows returned, or {@code null} when all were returned. */
    int[] lastSelection() {
        return lastSelection;
    }

    long rowsReadByPrewhere() {
        return rowsReadByPrewhere;
    }

    long rowsReadByMain() {
        return rowsReadByMain;
    }

    /** Rows of the granules of the last block read (read_rows counts them all). */
    int blockRows() {
        return blockRows;
    }

    /** Uncompressed bytes of the columns read for the last block, before filtering (read_bytes). */
    long blockBytes() {
        return blockBytes;
    }

    @Override
    public void close() {
        first.close();
        if (main != null) {
            main.close();
        }
    }
}
