package io.mergelab.engine.function;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;

/** Ready-made {@link BoundFunction}s from a result type and a kernel. */
public final class Bound {
    private Bound() {
    }

    public static BoundFunction of(DataType type, Kernel kernel) {
        return new KernelFunction(type, kernel, true);
    }

    /** A function that can throw on some values (division by zero, range checks) and skips NULL rows. */
    public static BoundFunction throwing(DataType type, MaskedKernel kernel) {
        return new BoundFunction() {
            @Override
            public DataType returnType() {
                return type;
            }

            @Override
            public Column execute(Operand[] args, int rows) {
                return kernel.apply(args, rows, null);
            }

            @Override
            public Column execute(Operand[] args, int rows, byte[] nullRows) {
                return kernel.apply(args, rows, nullRows);
            }

            @Override
            public boolean canThrow() {
                return true;
            }
        };
    }

    /** A function whose value changes per call and per row (rand); never folded into a constant. */
    public static BoundFunction volatileOf(DataType type, Kernel kernel) {
        return new KernelFunction(type, kernel, false);
    }

    /** A kernel with its result type. Not a record: expression nodes hold bound functions and must keep identity equality. */
    private static final class KernelFunction implements BoundFunction {
        private final DataType type;
        private final Kernel kernel;
        private final boolean deterministic;

        KernelFunction(DataType type, Kernel kernel, boolean deterministic) {
            this.type = type;
            this.kernel = kernel;
            this.deterministic = deterministic;
        }

        @Override
        public DataType returnType() {
            return type;
        }

        @Override
        public Column execute(Operand[] args, int rows) {
            return kernel.apply(args, rows);
        }

        @Override
        public boolean isDeterministic() {
            return deterministic;
        }
    }
}
