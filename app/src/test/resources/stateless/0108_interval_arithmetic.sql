-- Date and time arithmetic with INTERVAL, as ClickHouse returns it (month ends clamp; a Date stays a Date for
-- whole-day units and becomes a DateTime for sub-day units)
SELECT toDate('2024-01-31') + INTERVAL 1 DAY;
SELECT toDate('2024-01-31') + INTERVAL 1 MONTH;
SELECT toDate('2024-03-31') - INTERVAL 1 MONTH;
SELECT toDate('2024-02-29') + INTERVAL 1 YEAR;
SELECT toDate('2024-01-01') + INTERVAL 1 QUARTER, toDate('2024-01-01') + INTERVAL 2 WEEK;
SELECT toDateTime('2024-01-31 10:00:00', 'UTC') - INTERVAL 2 HOUR;
SELECT toDateTime('2024-01-31 23:59:30', 'UTC') + INTERVAL 45 SECOND;
SELECT toDateTime('2024-01-01 00:00:00', 'UTC') + INTERVAL 90 MINUTE + INTERVAL 1 DAY;
SELECT INTERVAL 1 DAY + toDate('2024-12-31');
SELECT toTypeName(toDate('2024-01-01') + INTERVAL 1 DAY), toTypeName(toDate('2024-01-01') + INTERVAL 1 HOUR);
SELECT toDate('2024-01-01') + INTERVAL '3 day';
SELECT now() - INTERVAL 2 HOUR < now();
SELECT toDate('2024-01-01') + toIntervalDay(number) FROM numbers(3);
