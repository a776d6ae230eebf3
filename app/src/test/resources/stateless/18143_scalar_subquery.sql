-- a scalar subquery gives one value
SELECT (SELECT max(number) FROM numbers(10)) AS m, m + 1;
SELECT number FROM numbers(10) WHERE number > (SELECT avg(number) FROM numbers(10)) ORDER BY number;
