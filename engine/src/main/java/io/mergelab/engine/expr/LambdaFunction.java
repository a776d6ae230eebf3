package io.mergelab.engine.expr;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.comparison.Comparators;
import io.mergelab.engine.function.comparison.RowComparator;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.List;

/**
 * A higher-order array function with its lambda ({@code arrayMap(x -> x * 2, arr)}): its arguments are the arrays,
 * then the outer columns the lambda's body reads. The body is evaluated once over all elements of a chunk's
 * arrays, the outer columns repeated per element, as ClickHouse's FunctionArrayMapped does.
 */
final class LambdaFunction implements BoundFunction {

    /** How the mapped values make the result. */
    enum Kind {
        MAP, FILTER, FIRST, FIRST_INDEX, LAST, LAST_INDEX, SORT, REVERSE_SORT,
        /** arrayFill / arrayReverseFill: an element the lambda rejects takes its left (right) neighbour's value. */
        FILL, REVERSE_FILL,
        /** arraySplit / arrayReverseSplit: a new piece starts before (after) each element the lambda accepts. */
        SPLIT, REVERSE_SPLIT,
        /** A plain array function over the mapped array: arraySum(f, a) = arraySum(arrayMap(f, a)). */
        APPLY
    }

    private final String name;
    private final Kind kind;
    private final Node body;
    private final int arrays;
    private final DataType type;
    private final BoundFunction applied;

    LambdaFunction(String name, Kind kind, Node body, int arrays, DataType type, BoundFunction applied) {
        this.name = name;
        this.kind = kind;
        this.body = body;
        this.arrays = arrays;
        this.type = type;
        this.applied = applied;
    }

    /** The result type for a body of type {@code bodyType} over {@code first} (the first array's type). */
    static DataType resultType(Kind kind, ArrayType first, DataType bodyType, BoundFunction applied) {
        return switch (kind) {
            case MAP -> new ArrayType(bodyType);
            case FILTER, SORT, REVERSE_SORT, FILL, REVERSE_FILL -> first;
            case SPLIT, REVERSE_SPLIT -> new ArrayType(first);
            case FIRST, LAST -> first.element();
            case FIRST_INDEX, LAST_INDEX -> IntegerType.UINT32;
            case APPLY -> applied.returnType();
        };
    }

    @Override
    public DataType returnType() {
        return type;
    }

    @Override
    public boolean isDeterministic() {
        return true;
    }

    @Override
    public Column execute(Operand[] args, int rows) {
        ArrayColumn[] sources = new ArrayColumn[arrays];
        for (int i = 0; i < arrays; i++) {
            sources[i] = (ArrayColumn) args[i].expand(rows);
        }
        int[] offsets = sources[0].offsets();
        int base = offsets[0];
        int total = offsets[rows] - base;
        for (int i = 1; i < arrays; i++) {
            for (int r = 0; r < rows; r++) {
                if (sources[i].length(r) != sources[0].length(r)) {
                    throw new MergeLabException(ErrorCode.SIZES_OF_ARRAYS_DONT_MATCH,
                            "Arrays passed to " + name + " must have equal size");
                }
            }
        }
        int[] owner = new int[total];
        for (int r = 0; r < rows; r++) {
            for (int e = offsets[r]; e < offsets[r + 1]; e++) {
                owner[e - base] = r;
            }
        }
        List<Column> columns = new ArrayList<>(args.length);
        for (int i = 0; i < arrays; i++) {
            int from = sources[i].offsets()[0];
            columns.add(sources[i].elements().slice(from, total));
        }
        for (int i = arrays; i < args.length; i++) {
            columns.add(args[i].expand(rows).take(owner, total));
        }
        Column mapped = body.evaluate(new Chunk(columns, total)).expand(total);
        int[] rebased = new int[rows + 1];
        for (int r = 0; r <= rows; r++) {
            rebased[r] = offsets[r] - base;
        }
        return switch (kind) {
            case MAP -> new ArrayColumn(type, mapped, rebased, rows);
            case APPLY -> applied.execute(new Operand[] {Operand.full(
                    new ArrayColumn(new ArrayType(mapped.type()), mapped, rebased, rows))}, rows);
            case FILTER -> filter(columns.get(0), truth(mapped), rebased, rows);
            case FIRST, FIRST_INDEX, LAST, LAST_INDEX -> find(columns.get(0), truth(mapped), rebased, rows);
            case SORT, REVERSE_SORT -> sort(columns.get(0), mapped, rebased, rows);
            case FILL, REVERSE_FILL -> fill(columns.get(0), truth(mapped), rebased, rows);
            case SPLIT, REVERSE_SPLIT -> split(columns.get(0), truth(mapped), rebased, rows);
        };
    }

    private Column filter(Column elements, byte[] keep, int[] offsets, int rows) {
        int[] selected = new int[elements.size()];
        int[] out = new int[rows + 1];
        int n = 0;
        for (int r = 0; r < rows; r++) {
            for (int e = offsets[r]; e < offsets[r + 1]; e++) {
                if (keep[e] != 0) {
                    selected[n++] = e;
                }
            }
            out[r + 1] = n;
        }
        return new ArrayColumn(type, elements.take(selected, n), out, rows);
    }

    private Column find(Column elements, byte[] match, int[] offsets, int rows) {
        boolean last = kind == Kind.LAST || kind == Kind.LAST_INDEX;
        boolean index = kind == Kind.FIRST_INDEX || kind == Kind.LAST_INDEX;
        long[] positions = new long[rows];
        ColumnBuilder values = index ? null : ColumnBuilder.create(type, rows);
        for (int r = 0; r < rows; r++) {
            int found = -1;
            for (int e = offsets[r]; e < offsets[r + 1]; e++) {
                if (match[e] != 0 && (found < 0 || last)) {
                    found = e;
                }
            }
            positions[r] = found < 0 ? 0 : found - offsets[r] + 1;
            if (values != null) {
                if (found < 0) {
                    values.appendDefault();
                } else {
                    values.appendFrom(elements, found);
                }
            }
        }
        return index ? new LongColumn(type, positions, rows) : values.build();
    }

    private Column sort(Column elements, Column keys, int[] offsets, int rows) {
        RowComparator cmp = Comparators.of(keys, keys.type(), keys, keys.type());
        if (cmp == null) {
            throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT,
                    "Values of type " + keys.type().name() + " returned by the lambda of " + name + " cannot be compared");
        }
        int sign = kind == Kind.REVERSE_SORT ? -1 : 1;
        Integer[] order = new Integer[elements.size()];
        for (int r = 0; r < rows; r++) {
            for (int e = offsets[r]; e < offsets[r + 1]; e++) {
                order[e] = e;
            }
            java.util.Arrays.sort(order, offsets[r], offsets[r + 1], (a, b) -> sign * cmp.compare(a, b));
        }
        int[] picked = new int[order.length];
        for (int i = 0; i < order.length; i++) {
            picked[i] = order[i];
        }
        return new ArrayColumn(type, elements.take(picked, picked.length), offsets, rows);
    }

    /** The first (last) element of each array stays; any other the lambda rejects repeats the value kept before it. */
    private Column fill(Column elements, byte[] keep, int[] offsets, int rows) {
        boolean reverse = kind == Kind.REVERSE_FILL;
        int[] picked = new int[elements.size()];
        for (int r = 0; r < rows; r++) {
            int from = offsets[r];
            int to = offsets[r + 1];
            for (int i = 0; i < to - from; i++) {
                int e = reverse ? to - 1 - i : from + i;
                picked[e] = i == 0 || keep[e] != 0 ? e : picked[reverse ? e + 1 : e - 1];
            }
        }
        return new ArrayColumn(type, elements.take(picked, picked.length), offsets, rows);
    }

    /**
     * Pieces of each array, cut before every accepted element but the first (arraySplit) or after every accepted
     * element but the last (arrayReverseSplit); an empty array gives no piece.
     */
    private Column split(Column elements, byte[] cut, int[] offsets, int rows) {
        boolean reverse = kind == Kind.REVERSE_SPLIT;
        int[] pieceEnds = new int[elements.size()];
        int[] outer = new int[rows + 1];
        int pieces = 0;
        for (int r = 0; r < rows; r++) {
            for (int e = offsets[r]; e < offsets[r + 1]; e++) {
                boolean endsHere = e == offsets[r + 1] - 1
                        || (reverse ? cut[e] != 0 : cut[e + 1] != 0);
                if (endsHere) {
                    pieceEnds[pieces++] = e + 1;
                }
            }
            outer[r + 1] = pieces;
        }
        int[] inner = new int[pieces + 1];
        System.arraycopy(pieceEnds, 0, inner, 1, pieces);
        ArrayType pieceType = (ArrayType) ((ArrayType) type).element();
        return new ArrayColumn(type, new ArrayColumn(pieceType, elements, inner, pieces), outer, rows);
    }

    /** 1 where the lambda's value is a non-zero number (NULL counts as false). */
    private static byte[] truth(Column mapped) {
        Column c = mapped;
        byte[] nulls = null;
        if (c instanceof NullableColumn n) {
            nulls = n.nulls();
            c = n.nested();
        }
        byte[] out = new byte[c.size()];
        for (int i = 0; i < out.length; i++) {
            boolean nonZero = c instanceof LongColumn l ? l.values()[i] != 0
                    : c instanceof DoubleColumn d && d.values()[i] != 0;
            out[i] = (byte) (nonZero && (nulls == null || nulls[i] == 0) ? 1 : 0);
        }
        return out;
    }
}
