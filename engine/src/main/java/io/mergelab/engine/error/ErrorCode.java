package io.mergelab.engine.error;

/** Error codes with ClickHouse's names and numbers, so messages and test scripts carry over. */
public enum ErrorCode {
    UNSUPPORTED_METHOD(1),
    UNSUPPORTED_PARAMETER(2),
    CANNOT_PARSE_TEXT(6),
    INCORRECT_NUMBER_OF_COLUMNS(7),
    THERE_IS_NO_COLUMN(8),
    NOT_FOUND_COLUMN_IN_BLOCK(10),
    DUPLICATE_COLUMN(15),
    NO_SUCH_COLUMN_IN_TABLE(16),
    CANNOT_PARSE_ESCAPE_SEQUENCE(25),
    CANNOT_PARSE_QUOTED_STRING(26),
    CANNOT_PARSE_INPUT_ASSERTION_FAILED(27),
    ATTEMPT_TO_READ_AFTER_EOF(32),
    CANNOT_READ_ALL_DATA(33),
    BAD_ARGUMENTS(36),
    CANNOT_PARSE_DATE(38),
    CHECKSUM_DOESNT_MATCH(40),
    CANNOT_PARSE_DATETIME(41),
    NUMBER_OF_ARGUMENTS_DOESNT_MATCH(42),
    ILLEGAL_TYPE_OF_ARGUMENT(43),
    ILLEGAL_COLUMN(44),
    UNKNOWN_FUNCTION(46),
    UNKNOWN_IDENTIFIER(47),
    NOT_IMPLEMENTED(48),
    LOGICAL_ERROR(49),
    UNKNOWN_TYPE(50),
    TYPE_MISMATCH(53),
    UNKNOWN_STORAGE(56),
    TABLE_ALREADY_EXISTS(57),
    UNKNOWN_TABLE(60),
    SYNTAX_ERROR(62),
    UNKNOWN_AGGREGATE_FUNCTION(63),
    ARGUMENT_OUT_OF_BOUND(69),
    CANNOT_CONVERT_TYPE(70),
    CANNOT_PARSE_NUMBER(72),
    UNKNOWN_FORMAT(73),
    CANNOT_WRITE_TO_FILE_DESCRIPTOR(75),
    CANNOT_OPEN_FILE(76),
    EMPTY_LIST_OF_COLUMNS_PASSED(78),
    INCORRECT_QUERY(80),
    UNKNOWN_DATABASE(81),
    DATABASE_ALREADY_EXISTS(82),
    UNKNOWN_COMPRESSION_METHOD(89),
    FILE_DOESNT_EXIST(107),
    UNKNOWN_SETTING(115),
    INCORRECT_DATA(117),
    CANNOT_READ_ARRAY_FROM_TEXT(130),
    TOO_LARGE_STRING_SIZE(131),
    ILLEGAL_DIVISION(153),
    TOO_MANY_ROWS(158),
    TIMEOUT_EXCEEDED(159),
    BAD_TYPE_OF_FIELD(169),
    ILLEGAL_PREWHERE(182),
    UNEXPECTED_EXPRESSION(183),
    SIZES_OF_ARRAYS_DONT_MATCH(190),
    CANNOT_FSYNC(204),
    DATABASE_NOT_EMPTY(219),
    NO_FILE_IN_DATA_PART(226),
    BAD_SIZE_OF_FILE_IN_DATA_PART(228),
    BAD_DATA_PART_NAME(233),
    DUPLICATE_DATA_PART(235),
    MEMORY_LIMIT_EXCEEDED(241),
    TABLE_IS_READ_ONLY(242),
    CORRUPTED_DATA(246),
    INCORRECT_MARK(247),
    TOO_MANY_PARTS(252),
    CANNOT_DECOMPRESS(271),
    INDEX_NOT_USED(277),
    UNKNOWN_FORMAT_VERSION(287),
    TOO_DEEP_RECURSION(306),
    CANNOT_INSERT_NULL_IN_ORDINARY_COLUMN(349),
    CANNOT_PARSE_UUID(376),
    NO_COMMON_TYPE(386),
    QUERY_WAS_CANCELLED(394),
    DECIMAL_OVERFLOW(407),
    UNKNOWN_CODEC(432),
    ILLEGAL_CODEC_PARAMETER(433),
    SETTING_CONSTRAINT_VIOLATION(452),
    UNKNOWN_QUERY_PARAMETER(456),
    BAD_QUERY_PARAMETER(457),
    CANNOT_PARSE_BOOL(467),
    UNKNOWN_EXCEPTION(1002);

    private final int code;

    ErrorCode(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    /** Looks a code up by its ClickHouse name or number, as written in `-- { serverError X }`. */
    public static ErrorCode parse(String nameOrNumber) {
        String s = nameOrNumber.trim();
        if (!s.isEmpty() && Character.isDigit(s.charAt(0))) {
            int n = Integer.parseInt(s);
            for (ErrorCode c : values()) {
                if (c.code == n) {
                    return c;
                }
            }
            throw new IllegalArgumentException("Unknown error code number " + n);
        }
        return valueOf(s);
    }
}
