-- An ALIAS column is not stored: it is computed on read, cast to its type, and SELECT * leaves it out
CREATE TABLE t (x UInt64, y UInt64 ALIAS x * 2, z String ALIAS repeat(toString(y), 2), k UInt8 ALIAS 7) ENGINE = MergeTree ORDER BY x SETTINGS index_granularity = 2;
INSERT INTO t VALUES (3), (5);
SELECT * FROM t ORDER BY x;
SELECT *, y, z, k FROM t ORDER BY x;
SELECT toTypeName(y), toTypeName(z), toTypeName(k) FROM t LIMIT 1;
SELECT x FROM t WHERE y > 6;
SELECT sum(y) FROM t;
SELECT a.x, b.z FROM t AS a JOIN t AS b ON a.x = b.x ORDER BY a.x;
SELECT name, default_kind, default_expression FROM system.columns WHERE database = currentDatabase() AND table = 't' ORDER BY position;
INSERT INTO t (x, y) VALUES (3, 4); -- { serverError ILLEGAL_COLUMN }
-- a condition on stored columns still narrows the read by the primary key
INSERT INTO t SELECT number + 10 FROM numbers(100);
EXPLAIN indexes = 1 SELECT y FROM t WHERE x = 13;
SELECT y FROM t WHERE x = 13;
-- ALTER ADD COLUMN ... ALIAS may read other columns; a column an ALIAS reads cannot be dropped
ALTER TABLE t ADD COLUMN w UInt64 ALIAS x + y;
SELECT x, w FROM t WHERE x < 6 ORDER BY x;
ALTER TABLE t DROP COLUMN x; -- { serverError ALTER_OF_COLUMN_IS_FORBIDDEN }
ALTER TABLE t DROP COLUMN y; -- { serverError ILLEGAL_COLUMN }
ALTER TABLE t DROP COLUMN w;
SELECT count() FROM t;
-- the same on a Memory table
CREATE TABLE m (s String, n UInt64 ALIAS length(s)) ENGINE = Memory;
INSERT INTO m VALUES ('abc'), ('');
SELECT *, n FROM m;
