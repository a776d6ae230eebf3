package io.mergelab.engine.plan.step;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.index.skip.Constants;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.TupleLiteral;
import io.mergelab.engine.type.StringType;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The lengths a String column's value must have for a filter to be true: {@code s = 'needle'} needs 6,
 * {@code s IN ('a', 'bb')} 1 or 2, {@code s = ''} and {@code empty(s)} 0. A PREWHERE step with it reads the column's
 * sizes ({@code s.size}, the lengths stream alone) first and the bytes only for the granules holding a row of one of
 * those lengths, comparing only those rows. Only plain String columns (not Nullable, LowCardinality or FixedString)
 * and String constants: their lengths are their byte counts.
 */
public record StringSizeFilter(String column, long[] lengths) {
    public StringSizeFilter {
        lengths = lengths.clone();
    }

    /** The subcolumn the step reads first. */
    public String sizesColumn() {
        return column + ".size";
    }

    /** The size filter of {@code condition} over the columns of {@code table}, or empty when it has none. */
    public static Optional<StringSizeFilter> of(Expr condition, Header table) {
        if (!(condition instanceof FunctionCall f) || !f.parameters().isEmpty() || f.distinct()) {
            return Optional.empty();
        }
        String name = f.name().toLowerCase(Locale.ROOT);
        List<Expr> args = f.args();
        if (name.equals("empty") && args.size() == 1) {
            return stringColumn(args.get(0), table).map(c -> new StringSizeFilter(c, new long[] {0}));
        }
        if (name.equals("equals") && args.size() == 2) {
            Optional<String> left = stringColumn(args.get(0), table);
            Optional<String> column = left.isPresent() ? left : stringColumn(args.get(1), table);
            Expr constant = left.isPresent() ? args.get(1) : args.get(0);
            return column.flatMap(c -> lengths(List.of(constant)).map(l -> new StringSizeFilter(c, l)));
        }
        if (name.equals("in") && args.size() == 2) {
            List<Expr> list = args.get(1) instanceof TupleLiteral t ? t.elements() : List.of(args.get(1));
            return stringColumn(args.get(0), table).flatMap(c -> lengths(list).map(l -> new StringSizeFilter(c, l)));
        }
        return Optional.empty();
    }

    private static Optional<String> stringColumn(Expr e, Header table) {
        if (!(e instanceof Identifier id)) {
            return Optional.empty();
        }
        int at = table.indexOf(id.fullName());
        return at >= 0 && table.types().get(at) instanceof StringType ? Optional.of(id.fullName()) : Optional.empty();
    }

    /** The distinct byte lengths of String constants, ascending; empty when one is no String constant. */
    private static Optional<long[]> lengths(List<Expr> constants) {
        TreeSet<Long> lengths = new TreeSet<>();
        for (Expr e : constants) {
            Optional<Column> value = Constants.value(e);
            if (value.isEmpty() || !(value.get() instanceof BytesColumn b) || !(b.type() instanceof StringType)
                    || b.size() != 1) {
                return Optional.empty();
            }
            lengths.add((long) b.length(0));
        }
        return lengths.isEmpty() ? Optional.empty() : Optional.of(lengths.stream().mapToLong(Long::longValue).toArray());
    }

    /** Whether a value of {@code length} bytes may pass. */
    public boolean admits(long length) {
        return Arrays.binarySearch(lengths, length) >= 0;
    }

    @Override
    public long[] lengths() {
        return lengths.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StringSizeFilter f && f.column.equals(column) && Arrays.equals(f.lengths, lengths);
    }

    @Override
    public int hashCode() {
        return column.hashCode() * 31 + Arrays.hashCode(lengths);
    }

    @Override
    public String toString() {
        return sizesColumn() + " IN " + Arrays.toString(lengths);
    }
}
