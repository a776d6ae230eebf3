package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * ClickHouse's Native format read block by block (see {@link NativeOutput}); a block of more rows than asked for is
 * handed out in slices. Columns are matched to the structure by name; only the wanted ones are decoded, the others are passed
 * over (a jump for fixed-width values, the lengths for strings), which is what makes this columnar format cheap to
 * read for a few columns of many. A wanted column a block lacks gets its type's default; a column the structure does
 * not have, or of another type than the structure's, is an error.
 */
final class NativeInput implements InputFormat {
    private final NativeReader in;
    private final Map<String, DataType> structure = new HashMap<>();
    private final List<String> columns = new ArrayList<>();
    private final List<DataType> types = new ArrayList<>();
    private final Map<String, Integer> produced = new HashMap<>();
    private long blocksRead;
    /** The decoded block being handed out, and how many of its rows have been. */
    private Chunk block;
    private int handedOut;

    NativeInput(ByteReader reader, List<String> names, List<DataType> structureTypes, Set<String> wanted) {
        this.in = new NativeReader(reader);
        for (int i = 0; i < names.size(); i++) {
            structure.put(names.get(i), structureTypes.get(i));
            if (wanted.contains(names.get(i))) {
                produced.put(names.get(i), columns.size());
                columns.add(names.get(i));
                types.add(structureTypes.get(i));
            }
        }
    }

    @Override
    public List<String> columns() {
        return columns;
    }

    @Override
    public Optional<Chunk> next(int maxRows) {
        while (block == null || handedOut == block.rows()) {
            if (in.atEnd()) {
                return Optional.empty();
            }
            block = readBlock();
            handedOut = 0;
        }
        if (handedOut == 0 && block.rows() <= maxRows) {
            handedOut = block.rows();
            return Optional.of(block);
        }
        int rows = Math.min(maxRows, block.rows() - handedOut);
        Chunk slice = block.slice(handedOut, rows);
        handedOut += rows;
        return Optional.of(slice);
    }

    private Chunk readBlock() {
        blocksRead++;
        int count = in.varUInt();
        int rows = in.varUInt();
        Column[] out = new Column[columns.size()];
        for (int c = 0; c < count; c++) {
            String name = in.string();
            String typeName = in.string();
            DataType expected = structure.get(name);
            if (expected == null) {
                throw new MergeLabException(ErrorCode.INCORRECT_DATA, "Unknown column with name " + name
                        + " found while reading data in Native format (block " + blocksRead + "); the structure has "
                        + String.join(", ", structure.keySet().stream().sorted().toList()));
            }
            if (!expected.name().equals(typeName)) {
                throw new MergeLabException(ErrorCode.INCORRECT_DATA, "Type of column '" + name + "' in the Native data is "
                        + typeName + ", but the structure says " + expected.name());
            }
            NativeColumns layout = NativeColumns.of(expected);
            Integer target = produced.get(name);
            if (target == null) {
                layout.skip(in, rows);
            } else {
                out[target] = layout.read(in, rows);
            }
        }
        for (int c = 0; c < out.length; c++) {
            if (out[c] == null) {
                out[c] = Columns.defaults(types.get(c), rows);
            }
        }
        return new Chunk(List.of(out), rows);
    }

    @Override
    public void close() {
        in.close();
    }
}
