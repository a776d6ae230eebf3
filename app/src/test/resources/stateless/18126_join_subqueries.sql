-- joins of subqueries, with aggregation on both sides
SELECT k, a, b FROM (SELECT number % 3 AS k, count() AS a FROM numbers(10) GROUP BY k) ALL INNER JOIN (SELECT number % 2 AS k, sum(number) AS b FROM numbers(10) GROUP BY k) USING k ORDER BY k;
SELECT x, y FROM (SELECT 1 AS x) ALL LEFT JOIN (SELECT 2 AS x, 'y' AS y) USING x;
