-- array functions over a table's array column
CREATE TABLE t (k UInt8, a Array(Int32)) ENGINE = MergeTree ORDER BY k;
INSERT INTO t VALUES (1, [3, 1, 2]), (2, []), (3, [5, 5]);
SELECT k, arraySort(a), arrayDifference(a), arrayReduce('sum', a), arrayFlatten([a, a]) FROM t ORDER BY k;
SELECT k, arrayZip(a, arrayMap(x -> x * 2, a)) FROM t ORDER BY k;
