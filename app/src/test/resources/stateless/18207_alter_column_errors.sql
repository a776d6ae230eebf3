-- ALTER column errors: duplicate names, unknown columns, key columns
CREATE TABLE t (k UInt32, v String) ENGINE = MergeTree ORDER BY k;
ALTER TABLE t ADD COLUMN v String; -- { serverError DUPLICATE_COLUMN }
ALTER TABLE t ADD COLUMN IF NOT EXISTS v UInt8;
ALTER TABLE t ADD COLUMN w String AFTER nope; -- { serverError NOT_FOUND_COLUMN_IN_BLOCK }
ALTER TABLE t MODIFY COLUMN nope DEFAULT 1; -- { serverError NOT_FOUND_COLUMN_IN_BLOCK }
ALTER TABLE t DROP COLUMN k; -- { serverError ALTER_OF_COLUMN_IS_FORBIDDEN }
ALTER TABLE t ADD COLUMN w NoSuchType; -- { serverError UNKNOWN_TYPE }
SELECT name, type FROM system.columns WHERE database = currentDatabase() AND table = 't' ORDER BY position;
