-- Aggregate functions and the -If combinator
SELECT count(), sum(number), avg(number), min(number), max(number) FROM numbers(10);
SELECT countIf(number % 2 = 0), sumIf(number, number > 5), uniqExact(number % 3) FROM numbers(10);
SELECT argMin(s, n), argMax(s, n) FROM (SELECT number AS n, toString(number * 2) AS s FROM numbers(5));
SELECT groupArray(number) FROM numbers(4);
SELECT number % 3 AS k, count() AS c, sum(number) FROM numbers(10) GROUP BY k ORDER BY k;
SELECT number % 2 AS k, count() FROM numbers(5) GROUP BY k WITH TOTALS ORDER BY k;
SELECT quantileExact(0.5)(number), quantileExact(0.9)(number) FROM numbers(11);
SELECT count(DISTINCT number % 4), any(number) FROM numbers(8);
SELECT sum(x) FROM (SELECT toNullable(number) AS x FROM numbers(3) UNION ALL SELECT NULL);
SELECT count(), sum(number) FROM numbers(0);
