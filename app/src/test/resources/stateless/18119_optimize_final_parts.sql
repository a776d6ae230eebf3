-- OPTIMIZE ... FINAL merges a partition's parts into one
CREATE TABLE t (x UInt32) ENGINE = MergeTree ORDER BY x;
INSERT INTO t VALUES (1);
INSERT INTO t VALUES (2);
INSERT INTO t VALUES (3);
SELECT count() FROM system.parts WHERE database = currentDatabase() AND table = 't' AND active;
OPTIMIZE TABLE t FINAL;
SELECT count(), sum(rows) FROM system.parts WHERE database = currentDatabase() AND table = 't' AND active;
SELECT x FROM t;
