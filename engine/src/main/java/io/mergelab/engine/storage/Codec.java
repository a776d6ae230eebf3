package io.mergelab.engine.storage;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.codec.CompressionMethod;
import java.util.List;
import java.util.Locale;

/** A column's compression codec: {@code CODEC(LZ4)} (the default), {@code CODEC(ZSTD(level))}, {@code CODEC(NONE)}. */
public record Codec(Kind kind, int level) {
    public enum Kind { LZ4, ZSTD, NONE }

    public static final Codec DEFAULT = new Codec(Kind.LZ4, 0);
    public static final int ZSTD_DEFAULT_LEVEL = 1;
    public static final int ZSTD_MAX_LEVEL = 22;

    public Codec {
        if (kind == Kind.ZSTD ? level < 1 || level > ZSTD_MAX_LEVEL : level != 0) {
            throw new IllegalArgumentException(kind + " level " + level);
        }
    }

    /** Parses a codec as written in {@code CODEC(...)}: a name and its arguments. */
    public static Codec parse(String name, List<Integer> args) {
        String family = name.toUpperCase(Locale.ROOT);
        switch (family) {
            case "LZ4", "NONE" -> {
                if (!args.isEmpty()) {
                    throw new MergeLabException(ErrorCode.ILLEGAL_CODEC_PARAMETER, "Codec " + family + " does not accept arguments");
                }
                return family.equals("LZ4") ? DEFAULT : new Codec(Kind.NONE, 0);
            }
            case "ZSTD" -> {
                if (args.size() > 1) {
                    throw new MergeLabException(ErrorCode.ILLEGAL_CODEC_PARAMETER, "ZSTD codec must have 1 parameter, given " + args.size());
                }
                int level = args.isEmpty() ? ZSTD_DEFAULT_LEVEL : args.get(0);
                if (level > ZSTD_MAX_LEVEL) {
                    throw new MergeLabException(ErrorCode.ILLEGAL_CODEC_PARAMETER,
                            "ZSTD codec can't have level more than " + ZSTD_MAX_LEVEL + ", given " + level);
                }
                if (level < 1) {
                    throw new MergeLabException(ErrorCode.ILLEGAL_CODEC_PARAMETER, "ZSTD codec level must be at least 1, given " + level);
                }
                return new Codec(Kind.ZSTD, level);
            }
            default -> throw new MergeLabException(ErrorCode.UNKNOWN_CODEC, "Unknown codec family: " + name);
        }
    }

    /** Parses the text {@link #toString()} produces ({@code LZ4}, {@code ZSTD(3)}, {@code NONE}). */
    public static Codec parse(String text) {
        int open = text.indexOf('(');
        if (open < 0) {
            return parse(text.trim(), List.of());
        }
        if (!text.endsWith(")")) {
            throw new MergeLabException(ErrorCode.UNKNOWN_CODEC, "Unknown codec family: " + text);
        }
        String arg = text.substring(open + 1, text.length() - 1).trim();
        try {
            return parse(text.substring(0, open).trim(), arg.isEmpty() ? List.of() : List.of(Integer.parseInt(arg)));
        } catch (NumberFormatException e) {
            throw new MergeLabException(ErrorCode.ILLEGAL_CODEC_PARAMETER, "Codec argument must be an integer: " + text);
        }
    }

    public CompressionMethod method() {
        return switch (kind) {
            case LZ4 -> CompressionMethod.LZ4;
            case ZSTD -> CompressionMethod.ZSTD;
            case NONE -> CompressionMethod.NONE;
        };
    }

    /** As ClickHouse prints it in a column definition: {@code LZ4}, {@code ZSTD(1)}, {@code NONE}. */
    @Override
    public String toString() {
        return kind == Kind.ZSTD ? "ZSTD(" + level + ")" : kind.name();
    }

    // Written out rather than generated: a record's generated equals and hashCode link a method handle tree at their
    // first call (java.lang.runtime.ObjectMethods), 5-20 ms of CPU each in a fresh process, which calls these at start.
    @Override
    public boolean equals(Object o) {
        return o instanceof Codec c && c.kind == kind && c.level == level;
    }

    @Override
    public int hashCode() {
        return 31 * kind.hashCode() + level;
    }
}
