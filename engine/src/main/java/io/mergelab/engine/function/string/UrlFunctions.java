package io.mergelab.engine.function.string;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.StringType;
import java.util.Arrays;
import java.util.List;

/**
 * domain, domainWithoutWWW and cutWWW over URLs given with a scheme ({@code https://host/...}), scheme-relative ({@code //host/...})
 * or without one ({@code host:port/...}). A host with characters no host name has gives ''.
 */
public final class UrlFunctions {
    private static final byte[] WWW = {'w', 'w', 'w', '.'};

    private UrlFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("domain", 1, (name, args, ctx) -> domain(name, args, false)));
        registry.add(FunctionSpec.of("domainWithoutWWW", 1, (name, args, ctx) -> domain(name, args, true)));
        registry.add(FunctionSpec.of("cutWWW", 1, (name, args, ctx) -> cutWww(name, args)));
    }

    private static void requireString(String name, List<ArgumentType> args) {
        if (!TypeRules.isStringLike(args.get(0).type())) {
            throw Arguments.illegalType(name, args.get(0).type());
        }
    }

    /** The URL's host; {@code withoutWww}: less one leading {@code www.}. */
    private static BoundFunction domain(String name, List<ArgumentType> args, boolean withoutWww) {
        requireString(name, args);
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            StringColumns out = new StringColumns(rows, s.offsets()[rows] / 2);
            long[] host = new long[1];
            for (int i = 0; i < rows; i++) {
                if (findHost(s.data(), s.start(i), s.start(i) + s.length(i), host)) {
                    int from = (int) (host[0] >>> 32);
                    if (withoutWww && startsWithWww(s.data(), from, (int) host[0])) {
                        from += WWW.length;
                    }
                    out.add(s.data(), from, (int) host[0] - from);
                } else {
                    out.end();
                }
            }
            return out.build();
        });
    }

    /** The URL without one leading {@code www.} of its host. */
    private static BoundFunction cutWww(String name, List<ArgumentType> args) {
        requireString(name, args);
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            byte[] d = s.data();
            StringColumns out = new StringColumns(rows, s.offsets()[rows]);
            long[] host = new long[1];
            for (int i = 0; i < rows; i++) {
                int start = s.start(i);
                int end = start + s.length(i);
                int hostFrom = findHost(d, start, end, host) ? (int) (host[0] >>> 32) : -1;
                if (hostFrom >= 0 && startsWithWww(d, hostFrom, (int) host[0])) {
                    out.append(d, start, hostFrom - start);
                    out.append(d, hostFrom + WWW.length, end - hostFrom - WWW.length);
                    out.end();
                } else {
                    out.add(d, start, end - start);
                }
            }
            return out.build();
        });
    }

    private static boolean startsWithWww(byte[] d, int from, int to) {
        return to - from > WWW.length && Arrays.equals(d, from, from + WWW.length, WWW, 0, WWW.length);
    }

    /**
     * Finds the host of the URL in {@code d[start, end)}: after {@code scheme://} or {@code //} and any
     * {@code user:password@}, up to a port, path, query or fragment. Stores {@code from << 32 | to} in {@code out[0]};
     * false when there is no valid host.
     */
    static boolean findHost(byte[] d, int start, int end, long[] out) {
        int pos = start + schemeLength(d, start, end);
        int authorityEnd = pos;
        while (authorityEnd < end && d[authorityEnd] != '/' && d[authorityEnd] != '?' && d[authorityEnd] != '#') {
            authorityEnd++;
        }
        for (int k = authorityEnd - 1; k >= pos; k--) {
            if (d[k] == '@') {
                pos = k + 1;
                break;
            }
        }
        int to = pos;
        while (to < authorityEnd && d[to] != ':') {
            if (!isHostByte(d[to])) {
                return false;
            }
            to++;
        }
        if (to == pos) {
            return false;
        }
        out[0] = ((long) pos << 32) | to;
        return true;
    }

    /** Length of a leading {@code scheme://} or {@code //}; 0 when there is none. */
    private static int schemeLength(byte[] d, int start, int end) {
        if (end - start >= 2 && d[start] == '/' && d[start + 1] == '/') {
            return 2;
        }
        int k = start;
        while (k < end && (Character.isLetterOrDigit(d[k]) || d[k] == '+' || d[k] == '-' || d[k] == '.')) {
            k++;
        }
        boolean scheme = k > start && Character.isLetter(d[start]) && end - k >= 3
                && d[k] == ':' && d[k + 1] == '/' && d[k + 2] == '/';
        return scheme ? k + 3 - start : 0;
    }

    private static boolean isHostByte(byte b) {
        return b < 0 || Character.isLetterOrDigit(b) || b == '.' || b == '-' || b == '_';
    }
}
