-- subqueries in FROM with aliases and nested aggregation
SELECT s.k, s.c FROM (SELECT number % 2 AS k, count() AS c FROM numbers(5) GROUP BY k) AS s ORDER BY s.k;
SELECT max(c) FROM (SELECT count() AS c FROM numbers(10) GROUP BY number % 3);
