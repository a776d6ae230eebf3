-- a compound sorting key orders by the first column, then the second
CREATE TABLE t (a UInt8, b String, c UInt32) ENGINE = MergeTree ORDER BY (a, b);
INSERT INTO t VALUES (2, 'x', 1), (1, 'z', 2), (1, 'y', 3), (2, 'a', 4);
SELECT * FROM t;
SELECT c FROM t WHERE a = 1 AND b = 'y';
SELECT a, groupArray(b) FROM t GROUP BY a ORDER BY a;
