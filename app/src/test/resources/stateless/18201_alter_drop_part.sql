-- ALTER TABLE ... DROP PART 'name' removes one active part; an unknown part is an error
CREATE TABLE t (x UInt32) ENGINE = MergeTree ORDER BY x;
INSERT INTO t VALUES (1);
INSERT INTO t VALUES (2);
INSERT INTO t VALUES (3);
ALTER TABLE t DROP PART 'all_2_2_0';
SELECT x FROM t ORDER BY x;
SELECT name FROM system.parts WHERE database = currentDatabase() AND table = 't' AND active ORDER BY name;
ALTER TABLE t DROP PART 'all_2_2_0'; -- { serverError NO_SUCH_DATA_PART }
ALTER TABLE t DROP PART 'all_9_9_0'; -- { serverError NO_SUCH_DATA_PART }
SELECT count() FROM t;
