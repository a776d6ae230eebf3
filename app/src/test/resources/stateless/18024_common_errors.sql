-- Error codes a ClickHouse user meets every day
SELECT * FROM no_such_table; -- { serverError UNKNOWN_TABLE }
SELECT * FROM no_such_db.t; -- { serverError UNKNOWN_DATABASE }
SELECT no_such_column; -- { serverError UNKNOWN_IDENTIFIER }
SELECT no_such_function(1); -- { serverError UNKNOWN_FUNCTION }
SELECT 1 SETTINGS no_such_setting = 1; -- { serverError UNKNOWN_SETTING }
SELECT 1 + 'a'; -- { serverError ILLEGAL_TYPE_OF_ARGUMENT }
SELECT toUInt8('x'); -- { serverError CANNOT_PARSE_TEXT }
SELECT intDiv(1, 0); -- { serverError ILLEGAL_DIVISION }
SELECT number, count() FROM numbers(3); -- { serverError NOT_AN_AGGREGATE }
SELECT 1 UNION ALL SELECT 1, 2; -- { serverError UNION_ALL_RESULT_STRUCTURES_MISMATCH }
SELEC 1; -- { clientError SYNTAX_ERROR }
CREATE TABLE t (x UInt8) ENGINE = MergeTree ORDER BY x;
CREATE TABLE t (x UInt8) ENGINE = MergeTree ORDER BY x; -- { serverError TABLE_ALREADY_EXISTS }
CREATE TABLE u (x UInt8) ENGINE = NoSuchEngine; -- { serverError UNKNOWN_STORAGE }
CREATE TABLE u (x UInt8, x String) ENGINE = Memory; -- { serverError DUPLICATE_COLUMN }
INSERT INTO t VALUES (256); -- { serverError CANNOT_CONVERT_TYPE }
INSERT INTO t VALUES (1, 2); -- { serverError INCORRECT_NUMBER_OF_COLUMNS }
INSERT INTO t (y) VALUES (1); -- { serverError NO_SUCH_COLUMN_IN_TABLE }
CREATE DATABASE d;
CREATE DATABASE d; -- { serverError DATABASE_ALREADY_EXISTS }
DROP DATABASE nothing; -- { serverError UNKNOWN_DATABASE }
SELECT 'still running';
