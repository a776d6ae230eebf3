package io.mergelab.engine.tablefunction;

import io.mergelab.engine.plan.Header;
import io.mergelab.engine.type.IntegerType;
import java.util.List;

/** {@code zeros(N)}: N rows of the {@code zero} UInt8 column, generated block by block. */
final class ZerosFunction {
    static final Header HEADER = new Header(List.of("zero"), List.of(IntegerType.UINT8));

    private ZerosFunction() {
    }

    static TableFunctionStep resolve(TableFunctionArgs args) {
        args.checkCount(1, 1, "exactly one argument: the number of rows");
        long rows = args.unsigned(0, "limit");
        return new TableFunctionStep("ReadFromStorage", "Zeros", HEADER,
                ctx -> List.of(new ZerosSource(rows, ctx.maxBlockRows(), ctx.readCounters())), false);
    }
}
