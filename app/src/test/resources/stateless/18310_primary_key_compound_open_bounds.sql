-- A compound primary key (a, b) with a = c and an open bound on b narrows to the granules around that range of b:
-- where a granule's first and last key differ in a, its end at a = c still bounds b on one side.
CREATE TABLE t (a UInt32, b UInt32) ENGINE = MergeTree ORDER BY (a, b) SETTINGS index_granularity = 4;
INSERT INTO t SELECT intDiv(number, 100), number % 100 FROM numbers(1000);
EXPLAIN indexes = 1 SELECT count() FROM t WHERE a = 5 AND b < 10;
SELECT count(), min(b), max(b) FROM t WHERE a = 5 AND b < 10;
EXPLAIN indexes = 1 SELECT count() FROM t WHERE a = 5 AND b > 90;
SELECT count(), min(b), max(b) FROM t WHERE a = 5 AND b > 90;
EXPLAIN indexes = 1 SELECT count() FROM t WHERE a = 5 AND b BETWEEN 40 AND 47;
SELECT count(), min(b), max(b) FROM t WHERE a = 5 AND b BETWEEN 40 AND 47;
EXPLAIN indexes = 1 SELECT count() FROM t WHERE a = 9 AND b >= 98;
SELECT count(), min(b), max(b) FROM t WHERE a = 9 AND b >= 98;
SELECT count() FROM t WHERE a = 5 AND b < 10 SETTINGS max_rows_to_read = 16;
SELECT count() FROM t WHERE a = 5 AND b > 200;
EXPLAIN indexes = 1 SELECT count() FROM t WHERE (a = 5 AND b < 3) OR (a = 7 AND b > 97);
SELECT count() FROM t WHERE (a = 5 AND b < 3) OR (a = 7 AND b > 97);
