-- FixedString(N) pads with zero bytes
SELECT toFixedString('ab', 4) = 'ab\0\0', length(toFixedString('ab', 4)), toTypeName(toFixedString('ab', 4));
SELECT toFixedString('abcde', 3); -- { serverError TOO_LARGE_STRING_SIZE }
