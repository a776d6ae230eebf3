-- ARRAY JOIN of two arrays of equal length unrolls them side by side
SELECT a, b FROM (SELECT [1, 2] AS a, ['x', 'y'] AS b) ARRAY JOIN a, b;
SELECT x, arr FROM (SELECT 1 AS x, [10, 20] AS arr) ARRAY JOIN arr;
SELECT count() FROM (SELECT [] AS arr) ARRAY JOIN arr;
SELECT x, arr FROM (SELECT 1 AS x, emptyArrayUInt8() AS arr) LEFT ARRAY JOIN arr;
