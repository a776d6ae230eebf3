-- sum, avg, min, max, any, argMin, argMax over a table
CREATE TABLE t (k String, v UInt32) ENGINE = MergeTree ORDER BY k;
INSERT INTO t VALUES ('a', 5), ('b', 1), ('c', 9), ('d', 3);
SELECT sum(v), avg(v), min(v), max(v) FROM t;
SELECT argMin(k, v), argMax(k, v) FROM t;
SELECT k FROM t WHERE v > (SELECT avg(v) FROM t) ORDER BY k;
