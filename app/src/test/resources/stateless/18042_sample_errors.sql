-- what SAMPLE and SAMPLE BY refuse
DROP TABLE IF EXISTS plain;
DROP TABLE IF EXISTS s;
CREATE TABLE plain (x UInt64) ENGINE = MergeTree ORDER BY x;
INSERT INTO plain VALUES (1), (2);
SELECT count() FROM plain SAMPLE 0.5; -- { serverError SAMPLING_NOT_SUPPORTED }
CREATE TABLE mem (x UInt64) ENGINE = Memory;
SELECT count() FROM mem SAMPLE 0.5; -- { serverError SAMPLING_NOT_SUPPORTED }
-- the sampling expression must be in the primary key
CREATE TABLE bad1 (x UInt64) ENGINE = MergeTree ORDER BY x SAMPLE BY intHash32(x); -- { serverError BAD_ARGUMENTS }
-- and one unsigned integer
CREATE TABLE bad2 (x Int32) ENGINE = MergeTree ORDER BY x SAMPLE BY x; -- { serverError ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER }
CREATE TABLE bad3 (s String) ENGINE = MergeTree ORDER BY s SAMPLE BY s; -- { serverError ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER }
CREATE TABLE bad4 (x UInt64) ENGINE = Memory SAMPLE BY x; -- { serverError BAD_ARGUMENTS }
CREATE TABLE s (x UInt32) ENGINE = MergeTree ORDER BY x SAMPLE BY x;
INSERT INTO s SELECT number FROM numbers(10);
-- an offset without sampling
SELECT count() FROM s SAMPLE 1 OFFSET 0.5; -- { serverError ARGUMENT_OUT_OF_BOUND }
-- a ratio is an unsigned number or a fraction
SELECT count() FROM s SAMPLE -0.5; -- { clientError SYNTAX_ERROR }
SELECT count() FROM s SAMPLE 'half'; -- { clientError SYNTAX_ERROR }
SELECT count() FROM s SAMPLE 0.5;
