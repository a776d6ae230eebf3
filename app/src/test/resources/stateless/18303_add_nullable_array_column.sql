-- added Nullable and Array columns read NULL and [] in old parts
CREATE TABLE t (k UInt32) ENGINE = MergeTree ORDER BY k;
INSERT INTO t VALUES (1);
ALTER TABLE t ADD COLUMN n Nullable(String), ADD COLUMN a Array(UInt8), ADD COLUMN d Date;
INSERT INTO t VALUES (2, 'x', [1, 2], '2024-01-01');
SELECT * FROM t ORDER BY k;
SELECT k, isNull(n), length(a) FROM t ORDER BY k;
