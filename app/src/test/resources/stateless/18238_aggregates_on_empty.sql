-- aggregates over no rows: count and sum are 0, avg is nan, min and max the type's default
SELECT count(), sum(number), avg(number), min(number), max(number) FROM numbers(0);
SELECT count() FROM numbers(0) GROUP BY number % 2;
SELECT any(number) FROM numbers(0);
