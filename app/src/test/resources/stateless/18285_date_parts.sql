-- calendar parts of a date and time
SELECT toYear(d), toQuarter(d), toMonth(d), toDayOfMonth(d), toDayOfWeek(d) FROM (SELECT toDate('2024-05-06') AS d);
SELECT toHour(t), toMinute(t), toSecond(t) FROM (SELECT toDateTime('2024-05-06 13:45:30') AS t);
SELECT toYYYYMM(toDate('2024-05-06')), toYYYYMMDD(toDate('2024-05-06'));
