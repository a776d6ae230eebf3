package io.mergelab.engine.function.hash;

import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.function.LongUnaryOperator;

/**
 * intHash64 (the MurmurHash3 64-bit finaliser of the value XORed with ClickHouse's salt, as cityHash64 hashes
 * numbers) and intHash32 (Thomas Wang's 64-to-32-bit integer hash of the
 * value XORed with ClickHouse's fixed salt) of an integer taken as its 64 bits, signed ones sign-extended.
 */
public final class IntHashFunctions {
    /** The salt ClickHouse XORs an intHash32 argument with. */
    private static final long INT_HASH32_SALT = 0x75D9543DE018BF45L;

    private IntHashFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        add(registry, "intHash64", IntegerType.UINT64, v -> HashFunctions.intHash64(v ^ HashFunctions.INT_HASH_SALT));
        add(registry, "intHash32", IntegerType.UINT32, IntHashFunctions::intHash32);
    }

    private static void add(FunctionRegistry.Builder registry, String function, IntegerType result, LongUnaryOperator hash) {
        registry.add(FunctionSpec.of(function, 1, (name, args, ctx) -> {
            DataType a = TypeRules.stripLowCardinality(args.get(0).type());
            if (!TypeRules.isInteger(a)) {
                throw Arguments.illegalType(name, a);
            }
            return Bound.of(result, (ops, rows) -> {
                long[] v = NumericColumns.longs(ops[0].expand(rows));
                long[] out = new long[rows];
                for (int i = 0; i < rows; i++) {
                    out[i] = hash.applyAsLong(v[i]);
                }
                return new LongColumn(result, out, rows);
            });
        }));
    }

    static long intHash32(long value) {
        long key = value ^ INT_HASH32_SALT;
        key = ~key + (key << 18);
        key ^= (key >>> 31) | (key << 33);
        key *= 21;
        key ^= (key >>> 11) | (key << 53);
        key += key << 6;
        key ^= (key >>> 22) | (key << 42);
        return key & 0xFFFFFFFFL;
    }
}
