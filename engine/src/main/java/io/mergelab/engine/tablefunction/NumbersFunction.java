package io.mergelab.engine.tablefunction;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.processor.Processor;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code numbers([N])}, {@code numbers(N, M[, S])} and {@code numbers_mt(...)}: the {@code number} UInt64 column,
 * read by the {@code ReadFromSystemNumbers} step. numbers_mt splits the range over up to max_threads sources
 * sharing one sequence (never more sources than blocks), so row order across lanes is not guaranteed.
 */
final class NumbersFunction {
    static final Header HEADER = new Header(List.of("number"), List.of(IntegerType.UINT64));
    static final String STEP_NAME = "ReadFromSystemNumbers";

    private NumbersFunction() {
    }

    static TableFunctionStep resolve(TableFunctionArgs args, boolean multithreaded) {
        args.checkCount(0, 3, "'limit' or 'offset, limit' or 'offset, limit, step'");
        if (args.size() == 0) {
            return endless(multithreaded);
        }
        if (args.size() == 1) {
            return step(0, 1, args.unsigned(0, "limit"), false, multithreaded);
        }
        long offset = args.unsigned(0, "offset");
        long limit = args.unsigned(1, "limit");
        long step = args.size() == 3 ? args.unsigned(2, "step") : 1;
        if (step == 0) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Table function '" + args.function()
                    + "' requires step to be a positive number");
        }
        // [offset, offset + limit) with step S holds ceil(limit / S) values.
        long count = Long.divideUnsigned(limit, step) + (Long.remainderUnsigned(limit, step) == 0 ? 0 : 1);
        return step(offset, step, count, false, multithreaded);
    }

    /** The endless sequence 0, 1, 2, ... (numbers(), system.numbers). */
    static TableFunctionStep endless(boolean multithreaded) {
        return step(0, 1, 0, true, multithreaded);
    }

    private static TableFunctionStep step(long offset, long step, long count, boolean endless, boolean multithreaded) {
        return new TableFunctionStep(STEP_NAME, "", HEADER, ctx -> {
            NumberSequence sequence = endless ? NumberSequence.endless(offset, step)
                    : NumberSequence.finite(offset, step, count);
            return sources(sequence, multithreaded ? streams(sequence, ctx) : 1, ctx);
        }, false);
    }

    private static int streams(NumberSequence sequence, PipelineContext ctx) {
        int threads = ctx.maxThreads();
        if (sequence.isEndless()) {
            return threads;
        }
        long blocks = Long.divideUnsigned(sequence.count(), ctx.maxBlockRows());
        return (int) Math.max(1, Long.compareUnsigned(blocks, threads) < 0 ? blocks : threads);
    }

    static List<Processor> sources(NumberSequence sequence, int streams, PipelineContext ctx) {
        List<Processor> out = new ArrayList<>(streams);
        for (int i = 0; i < streams; i++) {
            out.add(new NumbersSource(sequence, ctx.maxBlockRows(), ctx.readCounters()));
        }
        return out;
    }
}
