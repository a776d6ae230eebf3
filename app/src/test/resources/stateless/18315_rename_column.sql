-- RENAME COLUMN keeps the column's values under its new name, in parts written before and after
CREATE TABLE t (k UInt32, v String, n Nullable(UInt8), a Array(UInt16)) ENGINE = MergeTree ORDER BY k;
INSERT INTO t VALUES (1, 'one', 1, [1]), (2, 'two', NULL, []);
INSERT INTO t VALUES (3, 'three', 3, [3, 3]);
ALTER TABLE t RENAME COLUMN v TO word;
ALTER TABLE t RENAME COLUMN n TO maybe, RENAME COLUMN a TO arr;
SELECT * FROM t ORDER BY k;
SELECT name, type FROM system.columns WHERE database = currentDatabase() AND table = 't' ORDER BY position;
SELECT word FROM t WHERE maybe IS NULL;
SELECT v FROM t; -- { serverError UNKNOWN_IDENTIFIER }
INSERT INTO t VALUES (4, 'four', 4, [4]);
OPTIMIZE TABLE t FINAL;
SELECT k, word, maybe, arr FROM t ORDER BY k;
-- renaming back and forth
ALTER TABLE t RENAME COLUMN word TO v;
ALTER TABLE t RENAME COLUMN v TO word;
SELECT groupArray(word) FROM (SELECT word FROM t ORDER BY k);
-- errors as ClickHouse gives them
ALTER TABLE t RENAME COLUMN nope TO other; -- { serverError NOT_FOUND_COLUMN_IN_BLOCK }
ALTER TABLE t RENAME COLUMN IF EXISTS nope TO other;
ALTER TABLE t RENAME COLUMN word TO arr; -- { serverError DUPLICATE_COLUMN }
ALTER TABLE t RENAME COLUMN k TO key; -- { serverError ALTER_OF_COLUMN_IS_FORBIDDEN }
SELECT count() FROM t;
