package io.mergelab.engine.function.hash;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.TupleType;
import java.util.List;
import net.jpountz.xxhash.XXHash64;
import net.jpountz.xxhash.XXHashFactory;

/**
 * cityHash64, sipHash64 and xxHash64 of one or more arguments, as ClickHouse computes them: strings hash
 * their bytes; numbers, dates and times hash their value (cityHash64 through intHash64, the others over the
 * value's little-endian bytes); tuples and arrays hash their elements; several hashes are combined left to right.
 */
public final class HashFunctions {
    private static final XXHash64 XX = XXHashFactory.fastestJavaInstance().hash64();
    /** The salt ClickHouse XORs a number with before intHash64 (the function, and cityHash64 of numbers). */
    static final long INT_HASH_SALT = 0x4CF2D2BAAE6DA887L;

    private HashFunctions() {
    }

    private enum Algorithm { CITY, SIP, XX }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("cityHash64", 1, Arguments.UNBOUNDED, (name, args, ctx) -> bind(name, args, Algorithm.CITY)));
        registry.add(FunctionSpec.of("sipHash64", 1, Arguments.UNBOUNDED,
                (name, args, ctx) -> bind(name, args, Algorithm.SIP)));
        registry.add(FunctionSpec.of("xxHash64", 1, Arguments.UNBOUNDED, (name, args, ctx) -> bind(name, args, Algorithm.XX)));
    }

    private static BoundFunction bind(String name, List<ArgumentType> args, Algorithm algorithm) {
        for (ArgumentType a : args) {
            check(name, a.type());
        }
        return Bound.of(IntegerType.UINT64, (ops, rows) -> {
            long[] out = new long[rows];
            boolean first = true;
            for (Operand op : ops) {
                first = accumulate(op.expand(rows), algorithm, out, rows, first);
            }
            return new LongColumn(IntegerType.UINT64, out, rows);
        });
    }

    private static void check(String name, DataType type) {
        DataType t = TypeRules.stripLowCardinality(type);
        if (t instanceof TupleType tt) {
            tt.elements().forEach(e -> check(name, TypeRules.removeNullable(e)));
            return;
        }
        if (t instanceof ArrayType at) {
            // [] is Array(Nothing): it hashes its length only.
            if (!(at.element() instanceof NothingType)) {
                check(name, at.element());
            }
            return;
        }
        if (!(TypeRules.isStringLike(t) || TypeRules.isNumber(t) || TypeRules.isDateOrTime(t))) {
            throw Arguments.illegalType(name, type);
        }
    }

    /**
     * Hashes one argument's rows into {@code acc} as ClickHouse does: the first value sets the hash, each later
     * one is combined in; a tuple's elements continue the same chain, an array contributes its length (through
     * intHash64) and then each element's hash. Returns whether {@code acc} is still unset.
     */
    private static boolean accumulate(Column c, Algorithm algorithm, long[] acc, int rows, boolean first) {
        if (c instanceof TupleColumn t) {
            for (Column e : t.elements()) {
                first = accumulate(e, algorithm, acc, rows, first);
            }
            return first;
        }
        if (c instanceof ArrayColumn a) {
            int[] offsets = a.offsets();
            int nested = offsets[rows];
            long[] elements = new long[nested];
            accumulate(a.elements(), algorithm, elements, nested, true);
            for (int i = 0; i < rows; i++) {
                long h = intHash64((offsets[i + 1] - offsets[i]) ^ INT_HASH_SALT);
                long v = first ? h : combine(algorithm, acc[i], h);
                for (int j = offsets[i]; j < offsets[i + 1]; j++) {
                    v = combine(algorithm, v, elements[j]);
                }
                acc[i] = v;
            }
            return false;
        }
        long[] h = hashValues(c, TypeRules.stripLowCardinality(c.type()), algorithm, rows);
        for (int i = 0; i < rows; i++) {
            acc[i] = first ? h[i] : combine(algorithm, acc[i], h[i]);
        }
        return false;
    }

    private static long[] hashValues(Column c, DataType type, Algorithm algorithm, int rows) {
        long[] out = new long[rows];
        if (c instanceof BytesColumn b) {
            for (int i = 0; i < rows; i++) {
                out[i] = bytesHash(algorithm, b.data(), b.start(i), b.length(i));
            }
            return out;
        }
        int width = byteWidth(type);
        byte[] buffer = new byte[8];
        for (int i = 0; i < rows; i++) {
            long bits = c instanceof DoubleColumn d ? floatBits(d.values()[i], type) : ((LongColumn) c).values()[i];
            if (width < 8) {
                bits &= (1L << (8 * width)) - 1;
            }
            if (algorithm == Algorithm.CITY) {
                out[i] = intHash64(bits ^ INT_HASH_SALT);
            } else {
                for (int k = 0; k < width; k++) {
                    buffer[k] = (byte) (bits >>> (8 * k));
                }
                out[i] = bytesHash(algorithm, buffer, 0, width);
            }
        }
        return out;
    }

    private static long bytesHash(Algorithm algorithm, byte[] data, int from, int length) {
        return switch (algorithm) {
            case CITY -> CityHash64.hash(data, from, length);
            case SIP -> SipHash64.hash(data, from, length);
            case XX -> XX.hash(data, from, length, 0);
        };
    }

    private static long floatBits(double v, DataType type) {
        return type instanceof FloatType f && f.bits() == 32 ? Float.floatToRawIntBits((float) v) & 0xFFFF_FFFFL
                : Double.doubleToRawLongBits(v);
    }

    /** Bytes of the value's in-memory representation in ClickHouse. */
    private static int byteWidth(DataType t) {
        if (t instanceof IntegerType i) {
            return i.bits() / 8;
        }
        if (t instanceof FloatType f) {
            return f.bits() / 8;
        }
        if (t instanceof DecimalType d) {
            return d.precision() <= 9 ? 4 : 8;
        }
        if (t instanceof BoolType) {
            return 1;
        }
        if (t instanceof DateType) {
            return 2;
        }
        return t instanceof Date32Type || t instanceof DateTimeType ? 4 : 8;
    }

    /** The 64-bit finaliser of MurmurHash3, ClickHouse's intHash64. */
    static long intHash64(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        x ^= x >>> 33;
        x *= 0xc4ceb9fe1a85ec53L;
        x ^= x >>> 33;
        return x;
    }

    /** cityHash64 and xxHash64 combine per-argument hashes with CityHash's Hash128to64, as ClickHouse does. */
    private static long combine(Algorithm algorithm, long h1, long h2) {
        return algorithm == Algorithm.SIP ? SipHash64.combine(h1, h2) : CityHash64.hash128to64(h1, h2);
    }
}
