package io.mergelab.engine.querylog;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

/** Shared values of log rows: the host name and epoch-microsecond conversions (dates in UTC, the engine's zone). */
final class LogTime {
    private static final String HOSTNAME = resolveHostname();

    private LogTime() {
    }

    static String hostname() {
        return HOSTNAME;
    }

    static long nowMicros() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000L + now.getNano() / 1_000;
    }

    static Instant instant(long epochMicros) {
        return Instant.ofEpochSecond(Math.floorDiv(epochMicros, 1_000_000L), Math.floorMod(epochMicros, 1_000_000L) * 1_000L);
    }

    static LocalDate date(long epochMicros) {
        return LocalDate.ofInstant(instant(epochMicros), ZoneOffset.UTC);
    }

    private static String resolveHostname() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
