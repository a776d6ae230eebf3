-- RENAME TABLE keeps the data under the new name
CREATE TABLE t (x UInt8) ENGINE = MergeTree ORDER BY x;
INSERT INTO t VALUES (7);
RENAME TABLE t TO u;
SELECT x FROM u;
SELECT x FROM t; -- { serverError UNKNOWN_TABLE }
EXISTS TABLE u;
EXISTS TABLE t;
