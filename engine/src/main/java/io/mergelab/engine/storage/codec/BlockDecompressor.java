package io.mergelab.engine.storage.codec;

import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdException;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.nio.ByteBuffer;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;

/** Decompresses block payloads of any method; the ZSTD context is created on first use and must be closed. */
public final class BlockDecompressor implements AutoCloseable {
    private static final LZ4SafeDecompressor LZ4 = LZ4Factory.fastestInstance().safeDecompressor();
    private ZstdDecompressCtx zstd;
    private byte[] compressed = new byte[0];

    /**
     * Decompresses exactly {@code uncompressedLength} bytes from {@code src[srcOffset, srcOffset + length)} (a direct
     * read window) into {@code dst} from {@code dstOffset}; anything else is CANNOT_DECOMPRESS.
     */
    public void decompress(CompressionMethod method, ByteBuffer src, int srcOffset, int length,
                           byte[] dst, int dstOffset, int uncompressedLength, String where) {
        int produced;
        try {
            produced = method.decompress(this, src, srcOffset, length, dst, dstOffset, uncompressedLength);
        } catch (LZ4Exception | ZstdException e) {
            throw new MergeLabException(ErrorCode.CANNOT_DECOMPRESS, "Cannot decompress " + method + " block " + where + ": " + e.getMessage(), e);
        }
        if (produced != uncompressedLength) {
            throw new MergeLabException(ErrorCode.CANNOT_DECOMPRESS, "Cannot decompress " + method + " block " + where
                    + ": got " + produced + " bytes, header says " + uncompressedLength);
        }
    }

    int copyRaw(ByteBuffer src, int srcOffset, int length, byte[] dst, int dstOffset, int uncompressedLength) {
        if (length != uncompressedLength) {
            return -1;
        }
        src.get(srcOffset, dst, dstOffset, length);
        return length;
    }

    int lz4(ByteBuffer src, int srcOffset, int length, byte[] dst, int dstOffset, int uncompressedLength) {
        return LZ4.decompress(src, srcOffset, length, ByteBuffer.wrap(dst), dstOffset, uncompressedLength);
    }

    int zstd(ByteBuffer src, int srcOffset, int length, byte[] dst, int dstOffset, int uncompressedLength) {
        if (zstd == null) {
            zstd = new ZstdDecompressCtx();
        }
        // zstd-jni reads a direct source only into a direct destination: the payload goes through an array
        if (compressed.length < length) {
            compressed = new byte[Math.max(length, compressed.length + compressed.length / 2)];
        }
        src.get(srcOffset, compressed, 0, length);
        return zstd.decompressByteArray(dst, dstOffset, uncompressedLength, compressed, 0, length);
    }

    @Override
    public void close() {
        if (zstd != null) {
            zstd.close();
            zstd = null;
        }
    }
}
