-- subqueries in FROM, nested, with aliases
SELECT y FROM (SELECT number * 2 AS y FROM numbers(3)) ORDER BY y;
SELECT sum(c) FROM (SELECT number % 3 AS k, count() AS c FROM numbers(10) GROUP BY k);
SELECT z FROM (SELECT y + 1 AS z FROM (SELECT number AS y FROM numbers(2))) ORDER BY z;
