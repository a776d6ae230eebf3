package io.mergelab.engine.storage.codec;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdException;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Factory;

/** Compresses block payloads with one method; holds native state (ZSTD), so it must be closed. */
public final class BlockCompressor implements AutoCloseable {
    private final CompressionMethod method;
    private final LZ4Compressor lz4;
    private final ZstdCompressCtx zstd;

    public BlockCompressor(CompressionMethod method, int level) {
        this.method = method;
        this.lz4 = method == CompressionMethod.LZ4 ? LZ4Factory.fastestInstance().fastCompressor() : null;
        if (method == CompressionMethod.ZSTD) {
            zstd = new ZstdCompressCtx();
            zstd.setLevel(level);
        } else {
            zstd = null;
        }
    }

    public CompressionMethod method() {
        return method;
    }

    public int maxCompressedLength(int length) {
        return switch (method) {
            case NONE -> length;
            case LZ4 -> lz4.maxCompressedLength(length);
            case ZSTD -> (int) Zstd.compressBound(length);
        };
    }

    /** Compresses {@code src} into {@code dst} (room for {@link #maxCompressedLength}); returns the payload length. */
    public int compress(byte[] src, int srcOffset, int length, byte[] dst, int dstOffset) {
        try {
            return switch (method) {
                case NONE -> {
                    System.arraycopy(src, srcOffset, dst, dstOffset, length);
                    yield length;
                }
                case LZ4 -> lz4.compress(src, srcOffset, length, dst, dstOffset, dst.length - dstOffset);
                case ZSTD -> zstd.compressByteArray(dst, dstOffset, dst.length - dstOffset, src, srcOffset, length);
            };
        } catch (ZstdException | net.jpountz.lz4.LZ4Exception e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot compress block with " + method + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        if (zstd != null) {
            zstd.close();
        }
    }
}
