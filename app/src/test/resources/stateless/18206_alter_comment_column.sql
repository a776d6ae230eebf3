-- COMMENT COLUMN and MODIFY COLUMN ... COMMENT set the comment system.columns shows
CREATE TABLE t (k UInt32, v String) ENGINE = MergeTree ORDER BY k;
ALTER TABLE t COMMENT COLUMN k 'the key';
ALTER TABLE t MODIFY COLUMN v COMMENT 'a value';
SELECT name, comment FROM system.columns WHERE database = currentDatabase() AND table = 't' ORDER BY position;
ALTER TABLE t COMMENT COLUMN nope 'x'; -- { serverError NOT_FOUND_COLUMN_IN_BLOCK }
ALTER TABLE t COMMENT COLUMN IF EXISTS nope 'x';
SELECT 'ok';
