-- bin(): eight binary digits a byte; integers from their most significant non-zero byte, floats in memory order
SELECT bin(14), bin(255), bin(256), bin(toUInt64(0));
SELECT bin(toInt8(-1)), bin(toInt32(-1)), bin(toInt16(-2));
SELECT bin(toDate('2024-01-01')), toUInt16(toDate('2024-01-01'));
SELECT bin(toFloat32(15)), bin(toFloat64(1));
SELECT hex(toFloat32(15)), hex(toFloat64(1)), hex(toFloat64(-2.5));
SELECT bin('012'), bin(''), bin(toFixedString('a', 2));
SELECT BIN(5);
-- unbin(): groups of eight digits to bytes, the leftover leading digits as the first byte
SELECT unbin('001100000011000100110010'), hex(unbin('101')), hex(unbin('100000001')), unbin('') = '';
SELECT unbin(bin('MergeLab')), unhex(hex('MergeLab'));
SELECT number, bin(number), unbin(bin(number)) = char(number) FROM numbers(3);
SELECT bin(CAST(NULL AS Nullable(UInt8))), bin(toNullable(3));
SELECT bin([1, 2]); -- { serverError ILLEGAL_TYPE_OF_ARGUMENT }
SELECT unbin(5); -- { serverError ILLEGAL_TYPE_OF_ARGUMENT }
