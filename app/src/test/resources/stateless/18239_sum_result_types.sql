-- sum widens to 64 bits: UInt* to UInt64, Int* to Int64, Float* to Float64
SELECT toTypeName(sum(toUInt8(1))), toTypeName(sum(toInt8(1))), toTypeName(sum(toFloat32(1)));
SELECT sum(toUInt8(200)) FROM numbers(3);
SELECT toTypeName(avg(toUInt8(1))), toTypeName(count());
