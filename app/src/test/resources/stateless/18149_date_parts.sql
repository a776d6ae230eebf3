-- parts of dates and times
SELECT toYear(toDate('2020-05-17')), toMonth(toDate('2020-05-17')), toDayOfMonth(toDate('2020-05-17')), toDayOfWeek(toDate('2020-05-17'));
SELECT toHour(toDateTime('2020-05-17 13:14:15', 'UTC')), toMinute(toDateTime('2020-05-17 13:14:15', 'UTC')), toSecond(toDateTime('2020-05-17 13:14:15', 'UTC'));
SELECT toYYYYMM(toDate('2020-05-17')), toYYYYMMDD(toDate('2020-05-17')), toStartOfMonth(toDate('2020-05-17')), toMonday(toDate('2020-05-17'));
SELECT toStartOfHour(toDateTime('2020-05-17 13:14:15', 'UTC')), toStartOfMinute(toDateTime('2020-05-17 13:14:15', 'UTC'));
