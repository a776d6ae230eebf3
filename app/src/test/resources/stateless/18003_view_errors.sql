-- What a view refuses, with ClickHouse's error codes
CREATE TABLE src (x UInt8) ENGINE = MergeTree ORDER BY x;
INSERT INTO src VALUES (1), (2);
CREATE VIEW v AS SELECT x FROM src;
CREATE VIEW v AS SELECT x FROM src; -- { serverError TABLE_ALREADY_EXISTS }
INSERT INTO v VALUES (3); -- { serverError NOT_IMPLEMENTED }
TRUNCATE TABLE v; -- { serverError NOT_IMPLEMENTED }
DROP VIEW src; -- { serverError INCORRECT_QUERY }
DROP VIEW nothing; -- { serverError UNKNOWN_TABLE }
CREATE VIEW w AS SELECT nope FROM src; -- { serverError UNKNOWN_IDENTIFIER }
CREATE VIEW nodb.w AS SELECT 1; -- { serverError UNKNOWN_DATABASE }
CREATE VIEW w AS SELEC 1; -- { clientError SYNTAX_ERROR }
SELECT * FROM v ORDER BY x;
SELECT count() FROM system.tables WHERE database = currentDatabase() AND name = 'w';
