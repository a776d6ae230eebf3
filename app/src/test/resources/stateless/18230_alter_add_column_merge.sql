-- a merge after ADD COLUMN writes the column's default into the merged part; later inserts keep their values
CREATE TABLE t (k UInt32) ENGINE = MergeTree ORDER BY k;
INSERT INTO t VALUES (1);
INSERT INTO t VALUES (2);
ALTER TABLE t ADD COLUMN v String DEFAULT 'def';
INSERT INTO t VALUES (3, 'three');
OPTIMIZE TABLE t FINAL;
SELECT k, v FROM t ORDER BY k;
SELECT count() FROM system.parts WHERE database = currentDatabase() AND table = 't' AND active;
