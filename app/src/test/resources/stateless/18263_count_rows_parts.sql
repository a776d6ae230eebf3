-- count() and system.parts agree on the rows of a table
CREATE TABLE t (x UInt64) ENGINE = MergeTree ORDER BY x;
INSERT INTO t SELECT number FROM numbers(1000);
INSERT INTO t SELECT number FROM numbers(500);
SELECT count() FROM t;
SELECT sum(rows) FROM system.parts WHERE database = currentDatabase() AND table = 't' AND active;
SELECT count() FROM t WHERE x < 100;
