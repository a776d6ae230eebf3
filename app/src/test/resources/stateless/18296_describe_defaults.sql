-- DESCRIBE shows each column's default kind and expression
CREATE TABLE t (a UInt8, b UInt8 DEFAULT a + 1, c UInt8 MATERIALIZED a * 2) ENGINE = MergeTree ORDER BY a;
DESCRIBE TABLE t;
INSERT INTO t (a) VALUES (1);
SELECT a, b, c FROM t;
SELECT * FROM t;
