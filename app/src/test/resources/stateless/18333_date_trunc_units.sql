-- DATE_TRUNC's units: year, quarter, month and week give a Date; day, hour, minute and second a DateTime
SELECT DATE_TRUNC('quarter', toDate('2024-05-06')), toTypeName(DATE_TRUNC('quarter', toDateTime('2024-05-06 10:20:30')));
SELECT date_trunc('second', toDateTime('2024-05-06 10:20:30')), toTypeName(date_trunc('second', toDateTime('2024-05-06 10:20:30')));
SELECT date_trunc('day', toDate('2024-05-06')), toTypeName(date_trunc('day', toDate('2024-05-06')));
SELECT toTypeName(date_trunc('year', now())), toTypeName(date_trunc('week', now())), toTypeName(date_trunc('hour', now()));
SELECT dateTrunc('QUARTER', toDateTime('2024-12-31 23:59:59')), dateTrunc('Week', toDate('2024-05-12'));
