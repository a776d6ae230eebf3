-- GROUP BY with HAVING, expressions as keys and aliases
SELECT number % 3 AS k, count() AS c, sum(number) FROM numbers(10) GROUP BY k HAVING c > 3 ORDER BY k;
SELECT number % 2 = 0 AS even, max(number) FROM numbers(7) GROUP BY even ORDER BY even;
SELECT count(), uniqExact(number % 4) FROM numbers(100);
SELECT toString(number % 2) AS k, groupArray(number) FROM numbers(6) GROUP BY k ORDER BY k;
