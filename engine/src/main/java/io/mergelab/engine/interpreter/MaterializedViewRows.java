package io.mergelab.engine.interpreter;

import io.mergelab.engine.analyzer.TableResolver;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.table.MaterializedViewTable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The rows the materialized views of one table make from one insert into it: each view's SELECT runs over each block
 * as the block passes on its way into the table ({@link #tee}), and the rows wait until the insert has written all
 * its blocks; then they are written into the views' targets, before the insert becomes visible.
 */
final class MaterializedViewRows {
    /** Plans and runs a view's SELECT with its FROM items resolved through the given override. */
    interface Runner {
        BlockRows run(MaterializedViewTable view, UnaryOperator<TableResolver> resolvers);
    }

    /** What a view's SELECT returned for one block: its column names and rows. */
    record BlockRows(List<String> names, List<Chunk> chunks) {
    }

    /** One view's rows so far and the names of their columns. */
    static final class Output {
        final MaterializedViewTable view;
        final List<Chunk> chunks = new ArrayList<>();
        List<String> names = List.of();

        Output(MaterializedViewTable view) {
            this.view = view;
        }
    }

    private final TableDefinition source;
    private final List<Output> outputs = new ArrayList<>();
    private final Runner runner;

    MaterializedViewRows(TableDefinition source, List<MaterializedViewTable> views, Runner runner) {
        this.source = source;
        this.runner = runner;
        views.forEach(v -> outputs.add(new Output(v)));
    }

    /** The blocks, unchanged; each one handed on is first run through every view. */
    Iterator<Chunk> tee(Iterator<Chunk> blocks) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return blocks.hasNext();
            }

            @Override
            public Chunk next() {
                Chunk block = blocks.next();
                if (block.rows() > 0) {
                    for (Output out : outputs) {
                        BlockRows rows = runner.run(out.view, r -> new InsertedBlockResolver(r, source, block));
                        out.names = rows.names();
                        out.chunks.addAll(rows.chunks());
                    }
                }
                return block;
            }
        };
    }

    List<Output> outputs() {
        return outputs;
    }
}
