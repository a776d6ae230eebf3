-- ADD COLUMN is a metadata change: rows written before it read the column's default
CREATE TABLE t (k UInt32, s String) ENGINE = MergeTree ORDER BY k;
INSERT INTO t VALUES (1, 'a'), (2, 'b');
ALTER TABLE t ADD COLUMN n UInt32 DEFAULT 42;
ALTER TABLE t ADD COLUMN z String;
ALTER TABLE t ADD COLUMN f Nullable(Float64);
SELECT * FROM t ORDER BY k;
INSERT INTO t (k, s, n) VALUES (3, 'c', 7);
SELECT k, n, z, f FROM t ORDER BY k;
SELECT sum(n), countIf(f IS NULL) FROM t;
