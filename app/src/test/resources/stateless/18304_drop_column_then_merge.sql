-- after DROP COLUMN merges and inserts work with the remaining columns
CREATE TABLE t (k UInt32, a String, b UInt8) ENGINE = MergeTree ORDER BY k;
INSERT INTO t VALUES (1, 'x', 1);
INSERT INTO t VALUES (2, 'y', 2);
ALTER TABLE t DROP COLUMN a;
INSERT INTO t VALUES (3, 3);
OPTIMIZE TABLE t FINAL;
SELECT * FROM t ORDER BY k;
SELECT name FROM system.columns WHERE database = currentDatabase() AND table = 't' ORDER BY position;
