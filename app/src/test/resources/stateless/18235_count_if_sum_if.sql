-- -If combinators count and sum only the rows whose condition holds
SELECT countIf(number % 2 = 0), sumIf(number, number > 5), avgIf(number, number < 4) FROM numbers(10);
SELECT number % 3 AS k, countIf(number > 4), sumIf(number, number % 2 = 1) FROM numbers(10) GROUP BY k ORDER BY k;
