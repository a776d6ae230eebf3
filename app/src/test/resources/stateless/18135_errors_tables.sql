-- errors of DDL and INSERT
CREATE TABLE t (x UInt8) ENGINE = MergeTree ORDER BY x;
CREATE TABLE t2 (x UInt8) ENGINE = MergeTree ORDER BY y; -- { serverError UNKNOWN_IDENTIFIER }
DROP TABLE nope; -- { serverError UNKNOWN_TABLE }
SELECT * FROM t FINAL; -- { serverError ILLEGAL_FINAL }
SELECT count() FROM t;
