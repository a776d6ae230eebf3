-- WITH TOTALS adds a totals row after a blank line in TabSeparated
SELECT number % 2 AS k, count() FROM numbers(5) GROUP BY k WITH TOTALS ORDER BY k;
SELECT number % 3 AS k, sum(number) FROM numbers(9) GROUP BY k WITH TOTALS ORDER BY k FORMAT TabSeparatedWithNames;
