-- toString of numbers and dates; parsing back with toUInt32 and toFloat64
SELECT toString(42), toString(-1.5), toString(toDate('2024-01-02')), toString(toDateTime('2024-01-02 03:04:05'));
SELECT toUInt32('123') + 1, toFloat64('1.5') * 2, toInt64('-7');
SELECT toUInt32('abc'); -- { serverError CANNOT_PARSE_TEXT }
SELECT toUInt32OrZero('abc'), toUInt32OrNull('abc');
