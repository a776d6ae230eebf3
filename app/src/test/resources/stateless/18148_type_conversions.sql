-- conversions between numbers, strings and dates (ClickHouse 18.16 prints Decimal 3 as 3.00; current ClickHouse drops trailing zeros by default, as the reference does)
SELECT toUInt8(255), toInt8(-128), toUInt16('65535'), toFloat64('1.5'), toString(1.5);
SELECT toUInt8OrZero('x'), toInt32OrNull('12a'), toInt32OrNull('12');
SELECT CAST(1 AS String), CAST('2020-01-01' AS Date), CAST(1.9 AS UInt8);
SELECT toDate('2020-02-29') + 1, toDateTime('2020-01-01 00:00:00', 'UTC') + 3600;
SELECT toTypeName(toDecimal32(1.5, 2)), toDecimal32(1.5, 2) * 2;
