-- CAST(x AS T), CAST(x, 'T') and x::T
SELECT CAST('5' AS UInt8), CAST(3.9 AS Int32), CAST(1, 'String'), toTypeName(CAST(1 AS Nullable(UInt8)));
SELECT '12'::UInt16 + 1, toTypeName('1'::Int64);
SELECT CAST(NULL AS Nullable(String)) IS NULL;
