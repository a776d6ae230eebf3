package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * ClickHouse's Native format: each chunk is one block, {@code VarUInt columns, VarUInt rows}, then per column its
 * name, its type name (both as VarUInt-length strings) and its values ({@link NativeColumns}); blocks written apart
 * concatenate into one stream.
 */
final class NativeOutput implements OutputFormat {
    private final OutputStream out;
    private final NativeBuffer buffer = new NativeBuffer();
    private List<String> names;
    private List<DataType> types;
    private List<NativeColumns> layouts;

    NativeOutput(OutputStream out) {
        this.out = out;
    }

    @Override
    public void writeHeader(List<String> names, List<DataType> types) {
        this.names = List.copyOf(names);
        this.types = List.copyOf(types);
        layouts = new ArrayList<>(types.size());
        for (DataType type : types) {
            layouts.add(NativeColumns.of(type));
        }
    }

    @Override
    public void writeChunk(Chunk chunk) {
        buffer.reset();
        buffer.varUInt(names.size());
        buffer.varUInt(chunk.rows());
        for (int c = 0; c < names.size(); c++) {
            buffer.string(names.get(c));
            buffer.string(types.get(c).name());
            layouts.get(c).write(chunk.column(c), chunk.rows(), buffer);
        }
        try {
            out.write(buffer.array(), 0, buffer.size());
        } catch (IOException e) {
            throw cannotWrite(e);
        }
    }

    @Override
    public void finish(QuerySummary summary) {
        try {
            out.flush();
        } catch (IOException e) {
            throw cannotWrite(e);
        }
    }

    private static MergeLabException cannotWrite(IOException e) {
        return new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot write output: " + e.getMessage(), e);
    }
}
