-- the Memory engine keeps rows in insertion order
CREATE TABLE t (x UInt32, s String) ENGINE = Memory;
INSERT INTO t VALUES (2, 'b'), (1, 'a');
INSERT INTO t VALUES (3, 'c');
SELECT x, s FROM t;
SELECT count() FROM t;
