package io.mergelab.engine.interpreter;

import io.mergelab.engine.analyzer.Relation;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.step.ReadFromStorage;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;

/** A relation over one block already in memory, read as ClickHouse reads one: {@code SourceFromSingleChunk}. */
final class ChunkRelation {
    private ChunkRelation() {
    }

    /** {@code block}'s columns {@code names} (of {@code types}); {@code asterisk} are those {@code SELECT *} reads. */
    static Relation of(List<String> names, List<DataType> types, List<String> asterisk, Chunk block) {
        return new Relation(names, types, asterisk, columns -> {
            List<Column> read = new ArrayList<>();
            List<DataType> readTypes = new ArrayList<>();
            for (String c : columns) {
                read.add(block.column(names.indexOf(c)));
                readTypes.add(types.get(names.indexOf(c)));
            }
            Chunk projected = new Chunk(read, block.rows());
            return new ReadFromStorage("ReadFromStorage", "", "SourceFromSingleChunk", new Header(columns, readTypes),
                    (maxBlockRows, counters) -> {
                        counters.add(projected.rows(), projected.byteSize());
                        return List.of(projected).iterator();
                    });
        });
    }
}
