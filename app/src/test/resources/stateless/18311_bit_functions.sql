-- bitAnd, bitOr, bitXor and bitNot; the result is as wide as the wider argument and signed when either is
SELECT bitAnd(12, 10), bitOr(12, 10), bitXor(12, 10), bitNot(toUInt8(1));
SELECT toTypeName(bitAnd(toInt8(-1), toUInt16(300))), bitAnd(toInt8(-1), toUInt16(300));
SELECT toTypeName(bitOr(toUInt32(1), toUInt64(2))), bitXor(toInt64(-1), 1), bitNot(toInt32(5));
-- floats are taken as Int64
SELECT bitOr(1.9, 2), toTypeName(bitOr(1.9, 2));
-- shifts keep the type of the shifted value: bits shifted out are lost
SELECT 99 AS a, bitShiftLeft(a, 2), toTypeName(bitShiftLeft(a, 2)), bitShiftRight(a, 2);
SELECT bitShiftLeft(toUInt8(1), 8), bitShiftRight(toInt8(-8), 1), bitShiftLeft(toUInt64(1), 63);
SELECT number, bitAnd(number, 3), bitShiftLeft(number, number) FROM numbers(4);
SELECT bitShiftLeft(1, 9); -- { serverError ARGUMENT_OUT_OF_BOUND }
SELECT bitAnd('a', 1); -- { serverError ILLEGAL_TYPE_OF_ARGUMENT }
SELECT bitNot(1.5), toTypeName(bitNot(1.5));
