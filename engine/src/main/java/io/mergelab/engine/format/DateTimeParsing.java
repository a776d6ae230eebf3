package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.time.CivilCalendar;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * Parses Date, Date32, DateTime and DateTime64 text. Accepted forms, as ClickHouse's default (basic) parser:
 * {@code YYYY-MM-DD} (any single non-digit separator, 1-2 digit month and day) or {@code YYYYMMDD};
 * optionally followed by {@code ' '} or {@code 'T'} and {@code hh:mm[:ss[.fraction]]}; or, for date-times,
 * a unix timestamp (digits, with a fraction for DateTime64). Out-of-range values saturate to the type's range.
 */
final class DateTimeParsing {
    static final long DATE_MAX_DAY = 65_535;                                   // 2149-06-06
    static final long DATE32_MIN_DAY = CivilCalendar.epochDay(1900, 1, 1);
    static final long DATE32_MAX_DAY = CivilCalendar.epochDay(2299, 12, 31);
    static final long DATETIME_MAX_SECONDS = 0xFFFF_FFFFL;                     // 2106-02-07 06:28:15
    private static final long[] POW10 = {1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
        100_000_000L, 1_000_000_000L};

    private DateTimeParsing() {
    }

    /** Local date and time fields parsed from text; fraction holds {@code fractionDigits} digits. */
    private static final class Fields {
        long year;
        int month;
        int day;
        int hour;
        int minute;
        int second;
        long fraction;
        int fractionDigits;
    }

    static long parseDate(byte[] s, int off, int len, DataType type, boolean date32) {
        Fields f = parseLocal(s, off, len, type, ErrorCode.CANNOT_PARSE_DATE);
        long day = CivilCalendar.epochDay(f.year, f.month, f.day);
        return date32 ? clamp(day, DATE32_MIN_DAY, DATE32_MAX_DAY) : clamp(day, 0, DATE_MAX_DAY);
    }

    /** Seconds since the epoch, saturated to DateTime's range 1970-01-01 00:00:00 .. 2106-02-07 06:28:15 UTC. */
    static long parseDateTime(byte[] s, int off, int len, DataType type, ZoneId zone) {
        if (isUnsignedNumber(s, off, len)) {
            long seconds = 0;
            for (int i = off; i < off + len; i++) {
                seconds = Math.min(seconds * 10 + (s[i] - '0'), DATETIME_MAX_SECONDS + 1);
            }
            return clamp(seconds, 0, DATETIME_MAX_SECONDS);
        }
        Fields f = parseLocal(s, off, len, type, ErrorCode.CANNOT_PARSE_DATETIME);
        return clamp(epochSeconds(f, zone), 0, DATETIME_MAX_SECONDS);
    }

    /** Ticks of 10^-precision seconds; extra fraction digits are truncated. */
    static long parseDateTime64(byte[] s, int off, int len, DataType type, int precision, ZoneId zone) {
        long seconds;
        long fraction;
        int fractionDigits;
        int dot = indexOf(s, off, len, (byte) '.');
        if (isUnsignedNumber(s, off, dot < 0 ? len : dot - off) && (dot < 0 || isUnsignedNumber(s, dot + 1, off + len - dot - 1))) {
            int secondsEnd = dot < 0 ? off + len : dot;
            seconds = 0;
            for (int i = off; i < secondsEnd; i++) {
                seconds = Math.min(seconds * 10 + (s[i] - '0'), 100_000_000_000L);
            }
            fraction = 0;
            fractionDigits = 0;
            for (int i = secondsEnd + 1; i < off + len && fractionDigits < 9; i++, fractionDigits++) {
                fraction = fraction * 10 + (s[i] - '0');
            }
        } else {
            Fields f = parseLocal(s, off, len, type, ErrorCode.CANNOT_PARSE_DATETIME);
            seconds = epochSeconds(f, zone);
            fraction = f.fraction;
            fractionDigits = f.fractionDigits;
        }
        long minSeconds = DATE32_MIN_DAY * CivilCalendar.SECONDS_PER_DAY;
        long maxSeconds = (DATE32_MAX_DAY + 1) * CivilCalendar.SECONDS_PER_DAY - 1;
        if (seconds < minSeconds) {
            return minSeconds * POW10[precision];
        }
        if (seconds > maxSeconds) {
            return maxSeconds * POW10[precision] + POW10[precision] - 1;
        }
        long scaledFraction = fractionDigits <= precision
                ? fraction * POW10[precision - fractionDigits]
                : fraction / POW10[fractionDigits - precision];
        return seconds * POW10[precision] + scaledFraction;
    }

    private static long epochSeconds(Fields f, ZoneId zone) {
        if (zone == ZoneOffset.UTC) {
            return CivilCalendar.epochDay(f.year, f.month, f.day) * CivilCalendar.SECONDS_PER_DAY
                    + f.hour * 3600L + f.minute * 60L + f.second;
        }
        return LocalDateTime.of((int) f.year, f.month, f.day, f.hour, f.minute, f.second).atZone(zone).toEpochSecond();
    }

    private static Fields parseLocal(byte[] s, int off, int len, DataType type, ErrorCode code) {
        Fields f = new Fields();
        int end = off + len;
        int i = off;
        if (len >= 8 && allDigits(s, off, 8) && (len == 8 || !isDigit(s[off + 8]))) {
            f.year = digits(s, off, 4);
            f.month = (int) digits(s, off + 4, 2);
            f.day = (int) digits(s, off + 6, 2);
            i = off + 8;
        } else {
            if (len < 8 || !allDigits(s, off, 4) || isDigit(s[off + 4])) {
                throw ParseErrors.cannotParse(code, s, off, len, type, "expected a date as YYYY-MM-DD");
            }
            f.year = digits(s, off, 4);
            i = off + 5;
            int monthEnd = scanDigits(s, i, end, 2);
            if (monthEnd == i || monthEnd >= end || isDigit(s[monthEnd])) {
                throw ParseErrors.cannotParse(code, s, off, len, type, "expected a date as YYYY-MM-DD");
            }
            f.month = (int) digits(s, i, monthEnd - i);
            i = monthEnd + 1;
            int dayEnd = scanDigits(s, i, end, 2);
            if (dayEnd == i) {
                throw ParseErrors.cannotParse(code, s, off, len, type, "expected a date as YYYY-MM-DD");
            }
            f.day = (int) digits(s, i, dayEnd - i);
            i = dayEnd;
        }
        if (f.month < 1 || f.month > 12 || f.day < 1 || f.day > CivilCalendar.daysInMonth(f.year, f.month)) {
            throw ParseErrors.cannotParse(code, s, off, len, type, "month or day of month is out of range");
        }
        if (i < end && (s[i] == ' ' || s[i] == 'T')) {
            i = parseTime(s, i + 1, end, f);
            if (i < 0) {
                throw ParseErrors.cannotParse(code, s, off, len, type, "expected a time as hh:mm:ss");
            }
        }
        if (i != end) {
            throw ParseErrors.cannotParse(code, s, off, len, type, ParseErrors.syntaxDetail(s, off, i - off));
        }
        return f;
    }

    /** Parses {@code hh:mm[:ss[.fraction]]} from {@code i}; returns the end position or -1. */
    private static int parseTime(byte[] s, int i, int end, Fields f) {
        int hourEnd = scanDigits(s, i, end, 2);
        if (hourEnd == i || hourEnd >= end || s[hourEnd] != ':') {
            return -1;
        }
        f.hour = (int) digits(s, i, hourEnd - i);
        i = hourEnd + 1;
        int minuteEnd = scanDigits(s, i, end, 2);
        if (minuteEnd - i != 2) {
            return -1;
        }
        f.minute = (int) digits(s, i, 2);
        i = minuteEnd;
        if (i < end && s[i] == ':') {
            int secondEnd = scanDigits(s, i + 1, end, 2);
            if (secondEnd - i - 1 != 2) {
                return -1;
            }
            f.second = (int) digits(s, i + 1, 2);
            i = secondEnd;
            if (i < end && s[i] == '.') {
                i++;
                while (i < end && isDigit(s[i])) {
                    if (f.fractionDigits < 9) {
                        f.fraction = f.fraction * 10 + (s[i] - '0');
                        f.fractionDigits++;
                    }
                    i++;
                }
            }
        }
        if (f.hour > 23 || f.minute > 59 || f.second > 59) {
            return -1;
        }
        return i;
    }

    private static boolean isUnsignedNumber(byte[] s, int off, int len) {
        return len > 0 && allDigits(s, off, len);
    }

    private static boolean allDigits(byte[] s, int off, int len) {
        for (int i = off; i < off + len; i++) {
            if (!isDigit(s[i])) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDigit(byte b) {
        return b >= '0' && b <= '9';
    }

    private static int scanDigits(byte[] s, int i, int end, int max) {
        int stop = Math.min(end, i + max);
        while (i < stop && isDigit(s[i])) {
            i++;
        }
        return i;
    }

    private static long digits(byte[] s, int off, int count) {
        long v = 0;
        for (int i = off; i < off + count; i++) {
            v = v * 10 + (s[i] - '0');
        }
        return v;
    }

    private static int indexOf(byte[] s, int off, int len, byte b) {
        for (int i = off; i < off + len; i++) {
            if (s[i] == b) {
                return i;
            }
        }
        return -1;
    }

    private static long clamp(long v, long min, long max) {
        return Math.max(min, Math.min(max, v));
    }
}
