-- ORDER BY ALL sorts by every output column; LIMIT BY with offsets; a standalone OFFSET
SELECT number % 3 AS k, number FROM numbers(7) ORDER BY ALL;
SELECT number % 3 AS k, number FROM numbers(7) ORDER BY ALL DESC;
SELECT * FROM (SELECT number % 2 AS a, number AS b FROM numbers(4)) ORDER BY ALL;
SELECT number AS all FROM numbers(2) ORDER BY ALL; -- { serverError UNEXPECTED_EXPRESSION }
-- LIMIT n BY: n rows per key; LIMIT m, n BY and LIMIT n OFFSET m BY skip m rows per key first
SELECT number % 2 AS k, number FROM numbers(10) ORDER BY k, number LIMIT 2 BY k;
SELECT number % 2 AS k, number FROM numbers(10) ORDER BY k, number LIMIT 1, 2 BY k;
SELECT number % 2 AS k, number FROM numbers(10) ORDER BY k, number LIMIT 2 OFFSET 1 BY k;
-- after LIMIT BY, OFFSET (or LIMIT ... OFFSET) applies to the whole result
SELECT number % 2 AS k, number FROM numbers(10) ORDER BY k, number LIMIT 2 BY k OFFSET 1;
SELECT number % 2 AS k, number FROM numbers(10) ORDER BY k, number LIMIT 2 BY k LIMIT 2 OFFSET 1;
SELECT number FROM numbers(10) ORDER BY number OFFSET 7 ROWS;
SELECT number FROM numbers(10) ORDER BY number DESC LIMIT 3 OFFSET 2;
