package io.mergelab.engine.function.random;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.UuidType;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;

/**
 * rand, rand64, randomPrintableASCII, randomString, generateUUIDv4: a new value per row and per call
 * (never folded into constants). Optional extra arguments only tell otherwise equal calls apart, as in ClickHouse.
 */
public final class RandomFunctions {
    private RandomFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("rand", 0, 1, (name, args, ctx) -> Bound.volatileOf(IntegerType.UINT32, (ops, rows) -> {
            SplittableRandom random = seeded();
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = random.nextInt() & 0xFFFF_FFFFL;
            }
            return new LongColumn(IntegerType.UINT32, out, rows);
        })).caseInsensitiveName().ownNullHandling());
        registry.alias("rand32", "rand", false);
        registry.add(FunctionSpec.of("rand64", 0, 1, (name, args, ctx) -> Bound.volatileOf(IntegerType.UINT64, (ops, rows) -> {
            SplittableRandom random = seeded();
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = random.nextLong();
            }
            return new LongColumn(IntegerType.UINT64, out, rows);
        })).ownNullHandling());
        registry.add(FunctionSpec.of("randomPrintableASCII", 1, 2, (name, args, ctx) -> strings(name, args, true)));
        registry.add(FunctionSpec.of("randomString", 1, 2, (name, args, ctx) -> strings(name, args, false)));
        registry.add(FunctionSpec.of("generateUUIDv4", 0, 1, (name, args, ctx) -> Bound.volatileOf(UuidType.INSTANCE, (ops, rows) -> {
            SplittableRandom random = seeded();
            byte[] data = new byte[16 * rows];
            int[] offsets = new int[rows + 1];
            for (int i = 0; i < rows; i++) {
                long hi = random.nextLong() & ~0xF000L | 0x4000L;
                long lo = random.nextLong() & 0x3FFF_FFFF_FFFF_FFFFL | 0x8000_0000_0000_0000L;
                for (int k = 0; k < 8; k++) {
                    data[16 * i + k] = (byte) (hi >>> (56 - 8 * k));
                    data[16 * i + 8 + k] = (byte) (lo >>> (56 - 8 * k));
                }
                offsets[i + 1] = 16 * (i + 1);
            }
            return new BytesColumn(UuidType.INSTANCE, data, offsets, rows);
        })).ownNullHandling());
    }

    /** The longest string randomString and randomPrintableASCII make, as in ClickHouse (1 GiB). */
    private static final long MAX_STRING_SIZE = 1L << 30;

    private static SplittableRandom seeded() {
        return new SplittableRandom(ThreadLocalRandom.current().nextLong());
    }

    private static BoundFunction strings(String name, List<ArgumentType> args, boolean printable) {
        if (TypeRules.asInteger(args.get(0).type()) == null) {
            throw Arguments.illegalType(name, args.get(0).type(), 0, "an unsigned integer length");
        }
        return Bound.volatileOf(StringType.INSTANCE, (ops, rows) -> {
            SplittableRandom random = seeded();
            long[] lengths = NumericColumns.longs(ops[0].column());
            long total = 0;
            for (int i = 0; i < rows; i++) {
                long n = lengths[ops[0].row(i)];
                if (Long.compareUnsigned(n, MAX_STRING_SIZE) > 0) {
                    // ClickHouse's limit for one length read as UInt64 (so -1 is too large, as there); checking it
                    // first also keeps the sum below from overflowing
                    throw new MergeLabException(ErrorCode.TOO_LARGE_STRING_SIZE, "Too large string size in function "
                            + name + ": " + Long.toUnsignedString(n) + " (the maximum is " + MAX_STRING_SIZE + ")");
                }
                total += n;
            }
            if (total > Integer.MAX_VALUE - 8) {
                throw new MergeLabException(ErrorCode.TOO_LARGE_STRING_SIZE, "Too large string size: " + name + " would make "
                        + total + " bytes in one block");
            }
            QueryGuard.current().checkAllocation(total);
            byte[] data = new byte[(int) total];
            int[] offsets = new int[rows + 1];
            int pos = 0;
            for (int i = 0; i < rows; i++) {
                long n = lengths[ops[0].row(i)];
                for (long k = 0; k < n; k++) {
                    data[pos++] = printable ? (byte) (32 + random.nextInt(95)) : (byte) random.nextInt(256);
                }
                offsets[i + 1] = pos;
            }
            return new BytesColumn(StringType.INSTANCE, data, offsets, rows);
        });
    }
}
