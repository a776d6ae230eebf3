package io.mergelab.engine.storage.serial;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** Little-endian views over byte arrays; the JIT turns these into plain loads and stores. */
public final class LittleEndian {
    public static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    public static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    public static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    public static final VarHandle DOUBLE = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);
    public static final VarHandle FLOAT = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);

    private LittleEndian() {
    }

    public static long getLong(byte[] b, int pos) {
        return (long) LONG.get(b, pos);
    }

    public static int getInt(byte[] b, int pos) {
        return (int) INT.get(b, pos);
    }

    public static void putLong(byte[] b, int pos, long v) {
        LONG.set(b, pos, v);
    }

    public static void putInt(byte[] b, int pos, int v) {
        INT.set(b, pos, v);
    }
}
