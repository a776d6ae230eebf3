-- a MATERIALIZED column cannot be inserted into
CREATE TABLE t (a UInt8, m UInt8 MATERIALIZED a + 1) ENGINE = MergeTree ORDER BY a;
INSERT INTO t (a, m) VALUES (1, 2); -- { serverError ILLEGAL_COLUMN }
INSERT INTO t VALUES (5);
SELECT a, m FROM t;
