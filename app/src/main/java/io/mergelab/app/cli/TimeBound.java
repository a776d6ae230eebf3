package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A time given to {@code --since} / {@code --until}: an age ({@code 90s}, {@code 30m}, {@code 1h}, {@code 2d},
 * {@code 1w} ago), or an ISO-8601 date or date-time ({@code 2026-03-01}, {@code 2026-03-01T10:00}, {@code 2026-03-01
 * 10:00:05}), in UTC unless it gives an offset ({@code Z}, {@code +01:00}) — the history prints times in UTC too.
 */
final class TimeBound {
    private static final Pattern AGE = Pattern.compile("(\\d+)\\s*(s|m|min|h|d|w)");

    private TimeBound() {
    }

    static Instant parse(String text, String option, Instant now) {
        String value = text.strip();
        Matcher age = AGE.matcher(value.toLowerCase(Locale.ROOT));
        try {
            if (age.matches()) {
                long amount = Long.parseLong(age.group(1));
                Duration unit = switch (age.group(2)) {
                    case "s" -> Duration.ofSeconds(1);
                    case "m", "min" -> Duration.ofMinutes(1);
                    case "h" -> Duration.ofHours(1);
                    case "d" -> Duration.ofDays(1);
                    default -> Duration.ofDays(7);
                };
                return now.minus(unit.multipliedBy(amount));
            }
            String iso = value.replace(' ', 'T');
            if (iso.length() == 10) {
                return LocalDate.parse(iso).atStartOfDay().toInstant(ZoneOffset.UTC);
            }
            if (iso.endsWith("Z") || iso.matches(".*[+-]\\d{2}:?\\d{2}$")) {
                return OffsetDateTime.parse(iso).toInstant();
            }
            return LocalDateTime.parse(iso).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException | ArithmeticException | NumberFormatException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Cannot read '" + text + "' given to " + option
                    + ": give an age such as 30m, 1h or 2d, or an ISO date or time such as 2026-03-01,"
                    + " 2026-03-01T10:00 or 2026-03-01T10:00+01:00 (UTC unless an offset is given)");
        }
    }
}
