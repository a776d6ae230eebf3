-- EXTRACT(unit FROM value) and DATE_TRUNC(unit, value)
SELECT extract(YEAR FROM toDate('2024-05-06')), extract(MONTH FROM toDate('2024-05-06')), EXTRACT(DAY FROM toDate('2024-05-06')), extract(quarter FROM toDate('2024-05-06'));
SELECT extract(HOUR FROM toDateTime('2024-01-01 10:20:30')), extract(minute FROM toDateTime('2024-01-01 10:20:30')), extract(SECOND FROM toDateTime('2024-01-01 10:20:30'));
-- extract(haystack, pattern) is still the regular-expression function
SELECT extract('order 123 shipped', '[0-9]+');
SELECT DATE_TRUNC('month', toDate('2024-05-06')), date_trunc('year', toDate('2024-05-06')), dateTrunc('week', toDate('2024-05-08'));
SELECT date_trunc('hour', toDateTime('2024-01-01 10:20:30')), DATE_TRUNC('minute', toDateTime('2024-01-01 10:20:30')), date_trunc('day', toDateTime('2024-01-01 10:20:30'));
SELECT count() FROM numbers(31) WHERE extract(DAY FROM toDate('2024-01-01') + number) > 15;
