-- JSONEachRow: one object per row; 64-bit integers quoted by default
SELECT number AS n, toString(number) AS s FROM numbers(2) FORMAT JSONEachRow;
SELECT toUInt8(1) AS a, toFloat64(0.5) AS b, [1, 2] AS c FORMAT JSONEachRow;
