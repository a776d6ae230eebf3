package io.mergelab.engine.index.skip.bloom;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/** ClickHouse's VarUInt: 7 bits per byte, low bits first, high bit set on every byte but the last. */
final class VarUInt {
    private VarUInt() {
    }

    static void write(DataOutput out, long value) throws IOException {
        long v = value;
        while ((v & ~0x7FL) != 0) {
            out.writeByte((int) ((v & 0x7F) | 0x80));
            v >>>= 7;
        }
        out.writeByte((int) v);
    }

    static long read(DataInput in) throws IOException {
        long v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            int b = in.readUnsignedByte();
            v |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
        }
        throw new IOException("VarUInt longer than 10 bytes");
    }
}
