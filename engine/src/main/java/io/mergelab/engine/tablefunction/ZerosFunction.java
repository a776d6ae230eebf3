package io.mergelab.engine.tablefunction;

import io.mergelab.engine.plan.Header;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.processor.Processor;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code zeros(N)} and {@code zeros_mt(N)}: N rows of the {@code zero} UInt8 column, generated block by block (by
 * max_threads sources for zeros_mt); {@code system.zeros} and {@code system.zeros_mt} are endless.
 */
final class ZerosFunction {
    static final Header HEADER = new Header(List.of("zero"), List.of(IntegerType.UINT8));
    /** Rows of an endless source: all 2^64 - 1 as an unsigned count, which no query reads to the end. */
    private static final long ENDLESS = -1L;

    private ZerosFunction() {
    }

    static TableFunctionStep resolve(TableFunctionArgs args, boolean multithreaded) {
        args.checkCount(1, 1, "exactly one argument: the number of rows");
        return step(args.unsigned(0, "limit"), multithreaded);
    }

    /** {@code system.zeros} (one source) or {@code system.zeros_mt} (max_threads sources). */
    static TableFunctionStep endless(boolean multithreaded) {
        return step(ENDLESS, multithreaded);
    }

    private static TableFunctionStep step(long rows, boolean multithreaded) {
        return new TableFunctionStep("ReadFromStorage", "Zeros", HEADER, ctx -> {
            int streams = multithreaded ? Math.max(1, ctx.maxThreads()) : 1;
            List<Processor> sources = new ArrayList<>();
            for (int i = 0; i < streams; i++) {
                long share = rows == ENDLESS ? ENDLESS
                        : Long.divideUnsigned(rows, streams) + (Long.remainderUnsigned(rows, streams) > i ? 1 : 0);
                sources.add(new ZerosSource(share, ctx.maxBlockRows(), ctx.readCounters()));
            }
            return sources;
        }, false);
    }
}
