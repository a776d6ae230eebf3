-- IN and NOT IN with subqueries over tables and with literal tuples (ClickHouse 18.16 rejects UInt64 against UInt32 in IN; current ClickHouse converts, as the reference shows)
CREATE TABLE t (x UInt32, s String) ENGINE = MergeTree ORDER BY x;
INSERT INTO t SELECT number, toString(number) FROM numbers(10);
SELECT x FROM t WHERE x IN (SELECT number * 3 FROM numbers(4)) ORDER BY x;
SELECT count() FROM t WHERE x NOT IN (1, 2, 3);
SELECT s FROM t WHERE s IN ('1', '5', 'nope') ORDER BY s;
SELECT x FROM t WHERE (x, s) IN ((1, '1'), (2, '3')) ORDER BY x;
SELECT 5 IN (SELECT x FROM t), 50 IN (SELECT x FROM t);
