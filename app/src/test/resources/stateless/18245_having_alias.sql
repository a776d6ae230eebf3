-- HAVING may use aliases of the SELECT list
SELECT number % 4 AS k, count() AS c FROM numbers(10) GROUP BY k HAVING c > 2 ORDER BY k;
SELECT number % 4 AS k, sum(number) AS s FROM numbers(10) GROUP BY k HAVING s >= 12 AND k != 0 ORDER BY k;
