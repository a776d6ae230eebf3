package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.type.IPv4Type;
import io.mergelab.engine.type.IPv6Type;
import java.nio.charset.StandardCharsets;

/**
 * The text forms of IPv4 and IPv6 as ClickHouse reads and writes them: dotted quads; IPv6 in lower-case hex groups
 * with the longest run of two or more zero groups written {@code ::}, and an IPv4-mapped ({@code ::ffff:a.b.c.d}) or
 * IPv4-compatible address ending in its dotted quad. IPv6 parsing also takes a plain IPv4 address (stored mapped).
 */
public final class IpText {
    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    private IpText() {
    }

    /** The UInt32 number of a dotted quad. */
    public static long parseIPv4(byte[] s, int off, int len) {
        long v = ipv4OrMinusOne(s, off, len);
        if (v < 0) {
            throw ParseErrors.cannotParse(ErrorCode.CANNOT_PARSE_IPV4, s, off, len, IPv4Type.INSTANCE, "Invalid IPv4 value");
        }
        return v;
    }

    /** The number of {@code a.b.c.d}, or -1 when the text is no such address. */
    private static long ipv4OrMinusOne(byte[] s, int off, int len) {
        long value = 0;
        int octets = 0;
        int i = off;
        int end = off + len;
        while (octets < 4) {
            int start = i;
            int octet = 0;
            while (i < end && s[i] >= '0' && s[i] <= '9' && i - start < 3) {
                octet = octet * 10 + (s[i] - '0');
                i++;
            }
            if (i == start || octet > 255) {
                return -1;
            }
            value = (value << 8) | octet;
            octets++;
            if (octets < 4) {
                if (i >= end || s[i] != '.') {
                    return -1;
                }
                i++;
            }
        }
        return i == end ? value : -1;
    }

    public static void writeIPv4(long v, StringBuilder out) {
        out.append((v >>> 24) & 0xFF).append('.').append((v >>> 16) & 0xFF).append('.').append((v >>> 8) & 0xFF)
                .append('.').append(v & 0xFF);
    }

    static void writeIPv4(long v, TextBuffer out) {
        out.appendLong((v >>> 24) & 0xFF).append('.').appendLong((v >>> 16) & 0xFF).append('.')
                .appendLong((v >>> 8) & 0xFF).append('.').appendLong(v & 0xFF);
    }

    /** The 16 bytes of an IPv6 address (or of a plain IPv4 address, mapped). */
    public static byte[] parseIPv6(byte[] s, int off, int len) {
        byte[] out = ipv6OrNull(s, off, len);
        if (out == null) {
            throw ParseErrors.cannotParse(ErrorCode.CANNOT_PARSE_IPV6, s, off, len, IPv6Type.INSTANCE, "Invalid IPv6 value");
        }
        return out;
    }

    private static byte[] ipv6OrNull(byte[] s, int off, int len) {
        long v4 = ipv4OrMinusOne(s, off, len);
        if (v4 >= 0) {
            return mapped(v4);
        }
        int[] groups = new int[8];
        int count = 0;
        int gapAt = -1;
        int i = off;
        int end = off + len;
        if (len >= 2 && s[off] == ':' && s[off + 1] == ':') {
            gapAt = 0;
            i += 2;
        } else if (len == 0 || s[off] == ':') {
            return null;
        }
        while (i < end) {
            if (count == 8) {
                return null;
            }
            int start = i;
            int group = 0;
            while (i < end && i - start < 4 && Character.digit(s[i], 16) >= 0) {
                group = group * 16 + Character.digit(s[i], 16);
                i++;
            }
            if (i < end && s[i] == '.') {
                // a dotted quad ends the address: two groups
                long tail = ipv4OrMinusOne(s, start, end - start);
                if (tail < 0 || count > 6) {
                    return null;
                }
                groups[count++] = (int) (tail >>> 16);
                groups[count++] = (int) (tail & 0xFFFF);
                i = end;
                break;
            }
            if (i == start) {
                return null;
            }
            groups[count++] = group;
            if (i == end) {
                break;
            }
            if (s[i] != ':') {
                return null;
            }
            i++;
            if (i < end && s[i] == ':') {
                if (gapAt >= 0) {
                    return null;
                }
                gapAt = count;
                i++;
            } else if (i == end) {
                return null;
            }
        }
        if (gapAt < 0 ? count != 8 : count > 7) {
            return null;
        }
        byte[] out = new byte[16];
        int zeros = 8 - count;
        int at = 0;
        for (int g = 0; g < count; g++) {
            if (g == gapAt) {
                at += zeros;
            }
            out[at * 2] = (byte) (groups[g] >> 8);
            out[at * 2 + 1] = (byte) groups[g];
            at++;
        }
        return out;
    }

    /** {@code ::ffff:a.b.c.d}, as ClickHouse stores an IPv4 address in IPv6. */
    public static byte[] mapped(long ipv4) {
        byte[] out = new byte[16];
        out[10] = (byte) 0xFF;
        out[11] = (byte) 0xFF;
        out[12] = (byte) (ipv4 >>> 24);
        out[13] = (byte) (ipv4 >>> 16);
        out[14] = (byte) (ipv4 >>> 8);
        out[15] = (byte) ipv4;
        return out;
    }

    public static String formatIPv6(byte[] data, int off) {
        TextBuffer out = new TextBuffer(48);
        writeIPv6(data, off, out);
        return out.toString();
    }

    static void writeIPv6(byte[] data, int off, TextBuffer out) {
        int[] words = new int[8];
        for (int i = 0; i < 8; i++) {
            words[i] = ((data[off + 2 * i] & 0xFF) << 8) | (data[off + 2 * i + 1] & 0xFF);
        }
        int bestBase = -1;
        int bestLength = 0;
        for (int i = 0; i < 8; ) {
            if (words[i] != 0) {
                i++;
                continue;
            }
            int start = i;
            while (i < 8 && words[i] == 0) {
                i++;
            }
            if (i - start > bestLength) {
                bestBase = start;
                bestLength = i - start;
            }
        }
        if (bestLength < 2) {
            bestBase = -1;
        }
        for (int i = 0; i < 8; i++) {
            if (bestBase >= 0 && i >= bestBase && i < bestBase + bestLength) {
                if (i == bestBase) {
                    out.append(':');
                }
                continue;
            }
            if (i != 0) {
                out.append(':');
            }
            if (i == 6 && bestBase == 0 && (bestLength == 6 || (bestLength == 5 && words[5] == 0xFFFF))) {
                long v4 = ((long) words[6] << 16) | words[7];
                writeIPv4(v4, out);
                return;
            }
            appendHex(words[i], out);
        }
        if (bestBase >= 0 && bestBase + bestLength == 8) {
            out.append(':');
        }
    }

    private static void appendHex(int word, TextBuffer out) {
        boolean started = false;
        for (int shift = 12; shift >= 0; shift -= 4) {
            int nibble = (word >> shift) & 0xF;
            if (nibble != 0 || started || shift == 0) {
                out.append(HEX[nibble]);
                started = true;
            }
        }
    }
}
