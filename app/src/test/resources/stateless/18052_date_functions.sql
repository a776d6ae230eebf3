-- date and time functions with explicit time zones
SELECT toYear(toDate('2024-03-15')), toMonth(toDate('2024-03-15')), toDayOfMonth(toDate('2024-03-15')), toDayOfWeek(toDate('2024-03-15'));
SELECT dateDiff('day', toDate('2024-01-01'), toDate('2024-03-01')), dateDiff('month', toDate('2024-01-31'), toDate('2024-03-01'));
SELECT addDays(toDate('2024-02-28'), 2), addMonths(toDate('2024-01-31'), 1), subtractYears(toDate('2024-02-29'), 1);
SELECT toUnixTimestamp(toDateTime('2024-01-01 00:00:00', 'UTC')), toDateTime(1704067200, 'UTC');
SELECT toTypeName(toDate('2024-01-01')), toTypeName(toDateTime('2024-01-01 00:00:00', 'UTC')), toTypeName(now());
