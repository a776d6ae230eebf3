-- a partition of a tuple key is named by its tuple
CREATE TABLE t (a UInt8, b String, x UInt32) ENGINE = MergeTree PARTITION BY (a, b) ORDER BY x;
INSERT INTO t VALUES (1, 'x', 1), (1, 'y', 2), (2, 'x', 3);
ALTER TABLE t DROP PARTITION (1, 'y');
SELECT a, b, x FROM t ORDER BY x;
