package io.mergelab.engine.function.conditional;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.conversion.ConversionMode;
import io.mergelab.engine.function.conversion.Conversions;
import io.mergelab.engine.type.DataType;
import java.time.ZoneId;

/** Builds a result column by picking, per row, the value of one of several branches of the same type. */
final class Select {
    private Select() {
    }

    /** Converts a branch to the result type, keeping it constant if it was. */
    static Operand toType(Operand branch, DataType type, ZoneId zone) {
        if (branch.type().equals(type)) {
            return branch;
        }
        return new Operand(Conversions.convert(branch.column(), type, ConversionMode.CAST, zone), branch.constant());
    }

    static Column pick(DataType type, Operand[] branches, byte[] choice, int rows) {
        boolean allLong = true;
        boolean allDouble = true;
        for (Operand b : branches) {
            allLong &= b.column() instanceof LongColumn;
            allDouble &= b.column() instanceof DoubleColumn;
        }
        if (allLong) {
            long[][] values = new long[branches.length][];
            for (int k = 0; k < branches.length; k++) {
                values[k] = ((LongColumn) branches[k].column()).values();
            }
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                Operand b = branches[choice[i]];
                out[i] = values[choice[i]][b.constant() ? 0 : i];
            }
            return new LongColumn(type, out, rows);
        }
        if (allDouble) {
            double[] out = new double[rows];
            for (int i = 0; i < rows; i++) {
                Operand b = branches[choice[i]];
                out[i] = ((DoubleColumn) b.column()).values()[b.constant() ? 0 : i];
            }
            return new DoubleColumn(type, out, rows);
        }
        ColumnBuilder out = ColumnBuilder.create(type, rows);
        for (int i = 0; i < rows; i++) {
            Operand b = branches[choice[i]];
            out.appendFrom(b.column(), b.row(i));
        }
        return out.build();
    }
}
