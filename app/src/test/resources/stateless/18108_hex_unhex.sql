-- hex of unsigned integers, strings, dates; unhex back to bytes
SELECT hex(0), hex(1), hex(255), hex(256), hex(toUInt64(18446744073709551615));
SELECT hex('abc'), hex(''), unhex('616263'), unhex('4142');
SELECT hex(toDate('2020-01-01')), hex(toDateTime('2020-01-01 00:00:00', 'UTC'));
SELECT unhex(hex('round trip'));
SELECT hex(number) FROM numbers(14, 3);
