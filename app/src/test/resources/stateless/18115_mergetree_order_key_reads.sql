-- rows come back in primary key order from one part; ORDER BY makes any order explicit
CREATE TABLE t (k UInt32, v String) ENGINE = MergeTree ORDER BY k;
INSERT INTO t VALUES (3, 'c'), (1, 'a'), (2, 'b');
SELECT k, v FROM t;
SELECT k, v FROM t ORDER BY k DESC;
SELECT count(), min(k), max(k) FROM t;
SELECT v FROM t WHERE k = 2;
SELECT v FROM t WHERE k > 1 ORDER BY k;
