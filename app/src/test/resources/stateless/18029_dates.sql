-- Date and time functions
SELECT toDate('2024-02-29') + 1, toDate('2024-03-01') - 1, toYYYYMM(toDate('2024-02-29')), toYYYYMMDD(toDate('2024-02-29'));
SELECT toStartOfMonth(toDate('2024-02-29')), toStartOfYear(toDate('2024-02-29')), toMonday(toDate('2024-02-29'));
SELECT toDateTime('2024-01-01 10:20:30') AS t, toStartOfHour(t), toStartOfDay(t), toHour(t), toMinute(t), toSecond(t);
SELECT dateDiff('day', toDate('2024-01-01'), toDate('2024-03-01')), dateDiff('month', toDate('2024-01-31'), toDate('2024-03-01'));
SELECT toYear(toDate('2024-05-06')), toMonth(toDate('2024-05-06')), toDayOfMonth(toDate('2024-05-06')), toQuarter(toDate('2024-05-06'));
SELECT toTypeName(toDate('2024-01-01')), toTypeName(toDateTime('2024-01-01 00:00:00')), toTypeName(toDateTime64('2024-01-01 00:00:00.123', 3));
SELECT toDateTime64('2024-01-01 00:00:00.123', 3);
SELECT count() FROM numbers(366) WHERE toMonth(toDate('2024-01-01') + number) = 2;
SELECT toDate('2024-13-01'); -- { serverError CANNOT_PARSE_DATE }
