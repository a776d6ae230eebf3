-- A view outlives nothing it reads: dropping its table makes reading it fail, re-creating the table brings it back
CREATE TABLE base (x UInt8) ENGINE = MergeTree ORDER BY x;
INSERT INTO base VALUES (1), (2);
CREATE VIEW over_base AS SELECT x * 10 AS y FROM base;
SELECT * FROM over_base ORDER BY y;
DROP TABLE base;
SELECT * FROM over_base; -- { serverError UNKNOWN_TABLE }
CREATE TABLE base (x UInt8) ENGINE = Memory;
INSERT INTO base VALUES (7);
SELECT * FROM over_base;
-- a view over a view over a view, each adding a column
CREATE VIEW v1 AS SELECT x, x + 1 AS x1 FROM base;
CREATE VIEW v2 AS SELECT *, x1 * 2 AS x2 FROM v1;
CREATE VIEW v3 AS SELECT *, x2 - x AS x3 FROM v2;
SELECT * FROM v3;
DESCRIBE TABLE v3;
-- views are read in joins and IN
SELECT v1.x, v3.x3 FROM v1 INNER JOIN v3 ON v1.x = v3.x;
SELECT count() FROM base WHERE x IN (SELECT x FROM v3);
-- a parameterized view in a JOIN
CREATE VIEW plus AS SELECT x, x + {n:UInt8} AS moved FROM base;
SELECT b.x, p.moved FROM base AS b INNER JOIN plus(n = 3) AS p ON b.x = p.x;
