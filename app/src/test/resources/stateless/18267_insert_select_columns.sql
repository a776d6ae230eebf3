-- INSERT ... SELECT fills the listed columns; the others get their defaults
CREATE TABLE t (a UInt32, b String DEFAULT 'none', c UInt32 DEFAULT a * 2) ENGINE = MergeTree ORDER BY a;
INSERT INTO t (a) SELECT number FROM numbers(3);
INSERT INTO t (a, b) SELECT 10, 'ten';
SELECT a, b, c FROM t ORDER BY a;
