-- EXPLAIN in FROM is a table of what it prints (ClickHouse reads it as the table function viewExplain)
CREATE TABLE t (k UInt32, v String) ENGINE = MergeTree ORDER BY k SETTINGS index_granularity = 2;
INSERT INTO t SELECT number, toString(number) FROM numbers(10);
SELECT * FROM (EXPLAIN SELECT 1);
SELECT toTypeName(explain) FROM (EXPLAIN SELECT 1) LIMIT 1;
-- filter the plan's lines like any String column
SELECT trim(explain) FROM (EXPLAIN indexes = 1 SELECT v FROM t WHERE k = 3) WHERE explain LIKE '%Granules%';
SELECT count() > 3 FROM (EXPLAIN PIPELINE SELECT sum(k) FROM t);
-- EXPLAIN ESTIMATE keeps its columns
SELECT table, parts, rows, marks FROM (EXPLAIN ESTIMATE SELECT * FROM t WHERE k < 4);
SELECT e.explain FROM (EXPLAIN SYNTAX SELECT  k  FROM  t WHERE k = 1) AS e;
SELECT * FROM (EXPLAIN AST SELECT 1) LIMIT 1;
-- the call it stands for
EXPLAIN SYNTAX SELECT * FROM (EXPLAIN header = 1 SELECT 1);
SELECT * FROM viewExplain('EXPLAIN', 'header = 1', (SELECT k FROM t)) WHERE explain LIKE 'Header%';
SELECT * FROM (EXPLAIN foo = 1 SELECT 1); -- { serverError UNKNOWN_SETTING }
SELECT * FROM (EXPLAIN SELECT * FROM nosuch); -- { serverError UNKNOWN_TABLE }
SELECT * FROM viewExplain('EXPLAIN', ''); -- { serverError BAD_ARGUMENTS }
