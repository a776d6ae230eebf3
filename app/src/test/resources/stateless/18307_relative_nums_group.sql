-- grouping by toStartOfFiveMinutes and counting by toRelativeDayNum
SELECT toStartOfFiveMinutes(t) AS b, count() FROM (SELECT toDateTime('2024-05-06 10:00:00') + number * 60 AS t FROM numbers(12)) GROUP BY b ORDER BY b;
SELECT toRelativeDayNum(d) - toRelativeDayNum(toDate('2024-05-01')) AS n FROM (SELECT toDate('2024-05-01') + number AS d FROM numbers(3)) ORDER BY n;
