package io.mergelab.engine.settings;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;

/** The value kinds settings take, each with ClickHouse's parsing rules and error codes. */
public enum SettingType {
    BOOL("Bool"),
    UINT64("UInt64"),
    /** A UInt64 that must not be 0 (a block of 0 rows never fills). */
    NON_ZERO_UINT64("NonZeroUInt64"),
    INT64("Int64"),
    FLOAT("Float"),
    STRING("String"),
    /** A thread count: 0 or 'auto' mean the number of cores. */
    MAX_THREADS("MaxThreads"),
    /** A time span in seconds; fractions are kept (0.1 is a tenth of a second), as ClickHouse's Seconds accepts floats. */
    SECONDS("Seconds"),
    MILLISECONDS("Milliseconds");

    private final String clickHouseName;

    SettingType(String clickHouseName) {
        this.clickHouseName = clickHouseName;
    }

    /** The type name as system.settings shows it. */
    public String clickHouseName() {
        return clickHouseName;
    }

    /** The kind of value a ClickHouse type name takes; types MergeLab does not model (enums, maps) are strings. */
    public static SettingType ofClickHouseName(String typeName) {
        return switch (typeName) {
            case "Bool" -> BOOL;
            case "UInt64", "UInt64Auto" -> UINT64;
            case "NonZeroUInt64" -> NON_ZERO_UINT64;
            case "Int64" -> INT64;
            case "Float", "Double" -> FLOAT;
            case "MaxThreads" -> MAX_THREADS;
            case "Seconds" -> SECONDS;
            case "Milliseconds" -> MILLISECONDS;
            default -> STRING;
        };
    }

    /** Normalises a value's text form (whole numbers may carry a size suffix: {@code '10Mi'}, {@code '10G'}); the result is what system.settings shows as value. */
    public String parse(String settingName, String text) {
        String s = text.trim();
        switch (this) {
            case BOOL -> {
                String l = s.toLowerCase(Locale.ROOT);
                if (l.equals("1") || l.equals("true")) {
                    return "1";
                }
                if (l.equals("0") || l.equals("false")) {
                    return "0";
                }
                throw cannotParse(ErrorCode.CANNOT_PARSE_BOOL, settingName, text);
            }
            case UINT64, SECONDS, MILLISECONDS -> {
                BigInteger value = SizeSuffix.parse(s);
                if (value == null && this == SECONDS) {
                    return fractionalSeconds(settingName, text, s);
                }
                if (value == null || value.signum() < 0 || value.bitLength() > 64) {
                    throw cannotParse(ErrorCode.CANNOT_PARSE_NUMBER, settingName, text);
                }
                return value.toString();
            }
            case NON_ZERO_UINT64 -> {
                String value = UINT64.parse(settingName, text);
                if (value.equals("0")) {
                    throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "A setting's value has to be greater than 0: while"
                            + " setting '" + settingName + "' to value '" + text + "'");
                }
                return value;
            }
            case INT64 -> {
                BigInteger value = SizeSuffix.parse(s);
                if (value == null || value.bitLength() > 63) {
                    throw cannotParse(ErrorCode.CANNOT_PARSE_NUMBER, settingName, text);
                }
                return value.toString();
            }
            case FLOAT -> {
                double value = parseDouble(settingName, s);
                return Double.isFinite(value) ? new BigDecimal(Double.toString(value)).stripTrailingZeros().toPlainString()
                        : Double.toString(value);
            }
            case MAX_THREADS -> {
                if (s.equalsIgnoreCase("auto") || s.toLowerCase(Locale.ROOT).startsWith("'auto")) {
                    return "0";
                }
                try {
                    return Long.toUnsignedString(Long.parseUnsignedLong(s));
                } catch (NumberFormatException e) {
                    throw cannotParse(ErrorCode.CANNOT_PARSE_NUMBER, settingName, text);
                }
            }
            case STRING -> {
                return text;
            }
            default -> throw new IllegalStateException(name());
        }
    }

    /** A non-negative finite number of seconds in its shortest form: {@code 0.1}, {@code 1.5}, {@code 2}. */
    private static String fractionalSeconds(String settingName, String text, String s) {
        double seconds = parseDouble(settingName, s.replace("_", ""));
        if (!Double.isFinite(seconds) || seconds < 0) {
            throw cannotParse(ErrorCode.CANNOT_PARSE_NUMBER, settingName, text);
        }
        return new BigDecimal(Double.toString(seconds)).stripTrailingZeros().toPlainString();
    }

    private static double parseDouble(String settingName, String s) {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw cannotParse(ErrorCode.CANNOT_PARSE_NUMBER, settingName, s);
        }
    }

    private static MergeLabException cannotParse(ErrorCode code, String settingName, String text) {
        return new MergeLabException(code, "Cannot parse value '" + text + "' of setting " + settingName);
    }
}
