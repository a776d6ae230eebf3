-- OPTIMIZE TABLE ... PARTITION p FINAL merges one partition only
CREATE TABLE t (p UInt8, x UInt32) ENGINE = MergeTree PARTITION BY p ORDER BY x;
INSERT INTO t VALUES (1, 1), (2, 2);
INSERT INTO t VALUES (1, 3), (2, 4);
OPTIMIZE TABLE t PARTITION 1 FINAL;
SELECT partition, count() FROM system.parts WHERE database = currentDatabase() AND table = 't' AND active GROUP BY partition ORDER BY partition;
SELECT p, x FROM t ORDER BY x;
