-- WITH ROLLUP / WITH CUBE together with WITH TOTALS: the totals row aggregates every row, keys at their defaults
SELECT number % 2 AS a, count() AS c FROM numbers(4) GROUP BY a WITH ROLLUP WITH TOTALS ORDER BY a, c;
SELECT number % 2 AS a, number % 3 AS b, count() AS c, sum(number) AS s FROM numbers(6)
GROUP BY a, b WITH CUBE WITH TOTALS ORDER BY a, b, c;
SELECT number % 2 AS a, count() AS c FROM numbers(4) GROUP BY ROLLUP(a) WITH TOTALS ORDER BY a, c FORMAT PrettyCompact;
SELECT toString(number % 3) AS k, sum(number) AS s FROM numbers(10) GROUP BY k WITH ROLLUP WITH TOTALS ORDER BY k, s FORMAT TSVWithNames;
-- ClickHouse refuses HAVING here
SELECT number % 2 AS a, count() FROM numbers(4) GROUP BY a WITH ROLLUP WITH TOTALS HAVING count() > 1; -- { serverError NOT_IMPLEMENTED }
SELECT number % 2 AS a, count() FROM numbers(4) GROUP BY a WITH CUBE WITH TOTALS HAVING count() > 1; -- { serverError NOT_IMPLEMENTED }
-- interval values are values: typed IntervalDay ... printed as their number
SELECT INTERVAL 1 DAY, toTypeName(INTERVAL 1 DAY);
SELECT INTERVAL 2 WEEK, INTERVAL 3 MONTH, toIntervalHour(5), toTypeName(toIntervalQuarter(1)) FORMAT TSVWithNamesAndTypes;
