-- DEFAULT and MATERIALIZED columns are computed on insert
CREATE TABLE t (x UInt32, y UInt32 DEFAULT x * 10, z String MATERIALIZED toString(x)) ENGINE = MergeTree ORDER BY x;
INSERT INTO t (x) VALUES (1), (2);
INSERT INTO t (x, y) VALUES (3, 7);
SELECT * FROM t ORDER BY x;
SELECT x, z FROM t ORDER BY x;
