-- ADD COLUMN ... AFTER x and FIRST place the column; SELECT * follows the new order
CREATE TABLE t (a UInt8, b UInt8) ENGINE = MergeTree ORDER BY a;
INSERT INTO t VALUES (1, 2);
ALTER TABLE t ADD COLUMN c UInt8 DEFAULT 3 AFTER a;
ALTER TABLE t ADD COLUMN z UInt8 DEFAULT 9 FIRST;
SELECT * FROM t;
SELECT name, position FROM system.columns WHERE database = currentDatabase() AND table = 't' ORDER BY position;
DESCRIBE TABLE t;
