-- Decimal keeps exact digits
SELECT toDecimal32(1.25, 2) + toDecimal32(2.5, 2), toTypeName(toDecimal32(1.25, 2) + toDecimal32(2.5, 2));
SELECT toDecimal64('3.141', 3), CAST('1.5' AS Decimal(9, 1));
SELECT sum(toDecimal64(0.1, 2)) FROM numbers(10);
