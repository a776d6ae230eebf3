package io.mergelab.engine.function.arithmetic;

/** The arithmetic operators with loop kernels over long and double arrays. */
enum BinaryOp {
    PLUS, MINUS, MULTIPLY, DIVIDE;

    long[] apply(long[] a, boolean aConst, long[] b, boolean bConst, int rows) {
        long[] out = new long[rows];
        switch (this) {
            case PLUS -> {
                if (aConst) {
                    long x = a[0];
                    for (int i = 0; i < rows; i++) {
                        out[i] = x + b[i];
                    }
                } else if (bConst) {
                    long y = b[0];
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] + y;
                    }
                } else {
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] + b[i];
                    }
                }
            }
            case MINUS -> {
                if (aConst) {
                    long x = a[0];
                    for (int i = 0; i < rows; i++) {
                        out[i] = x - b[i];
                    }
                } else if (bConst) {
                    long y = b[0];
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] - y;
                    }
                } else {
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] - b[i];
                    }
                }
            }
            case MULTIPLY -> {
                if (aConst) {
                    long x = a[0];
                    for (int i = 0; i < rows; i++) {
                        out[i] = x * b[i];
                    }
                } else if (bConst) {
                    long y = b[0];
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] * y;
                    }
                } else {
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] * b[i];
                    }
                }
            }
            case DIVIDE -> throw new IllegalStateException("integer divide goes through intDiv");
        }
        return out;
    }

    double[] apply(double[] a, boolean aConst, double[] b, boolean bConst, int rows) {
        double[] out = new double[rows];
        if (aConst) {
            double x = a[0];
            switch (this) {
                case PLUS -> {
                    for (int i = 0; i < rows; i++) {
                        out[i] = x + b[i];
                    }
                }
                case MINUS -> {
                    for (int i = 0; i < rows; i++) {
                        out[i] = x - b[i];
                    }
                }
                case MULTIPLY -> {
                    for (int i = 0; i < rows; i++) {
                        out[i] = x * b[i];
                    }
                }
                case DIVIDE -> {
                    for (int i = 0; i < rows; i++) {
                        out[i] = x / b[i];
                    }
                }
            }
        } else if (bConst) {
            double y = b[0];
            switch (this) {
                case PLUS -> {
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] + y;
                    }
                }
                case MINUS -> {
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] - y;
                    }
                }
                case MULTIPLY -> {
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] * y;
                    }
                }
                case DIVIDE -> {
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] / y;
                    }
                }
            }
        } else {
            switch (this) {
                case PLUS -> {
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] + b[i];
                    }
                }
                case MINUS -> {
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] - b[i];
                    }
                }
                case MULTIPLY -> {
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] * b[i];
                    }
                }
                case DIVIDE -> {
                    for (int i = 0; i < rows; i++) {
                        out[i] = a[i] / b[i];
                    }
                }
            }
        }
        return out;
    }
}
