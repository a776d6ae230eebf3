-- TRUNCATE TABLE removes every row and part; the table stays
CREATE TABLE t (x UInt8) ENGINE = MergeTree ORDER BY x;
INSERT INTO t VALUES (1), (2);
TRUNCATE TABLE t;
SELECT count() FROM t;
SELECT count() FROM system.parts WHERE database = currentDatabase() AND table = 't' AND active;
INSERT INTO t VALUES (3);
SELECT x FROM t;
