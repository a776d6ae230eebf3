-- Nullable columns store NULL; aggregates skip it
CREATE TABLE t (k UInt8, v Nullable(Int32)) ENGINE = MergeTree ORDER BY k;
INSERT INTO t VALUES (1, 10), (2, NULL), (3, -5);
SELECT k, v FROM t ORDER BY k;
SELECT count(), count(v), sum(v), avg(v) FROM t;
SELECT k FROM t WHERE v IS NULL;
SELECT toTypeName(sum(v)) FROM t;
