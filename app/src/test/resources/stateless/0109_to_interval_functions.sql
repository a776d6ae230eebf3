-- toIntervalSecond ... toIntervalYear and the INTERVAL literal make Interval values
SELECT toIntervalSecond(30), toIntervalMinute(5), toIntervalHour(2), toIntervalDay(3);
SELECT toIntervalWeek(1), toIntervalMonth(6), toIntervalQuarter(1), toIntervalYear(10);
SELECT toTypeName(INTERVAL 1 SECOND), toTypeName(INTERVAL 1 MINUTE), toTypeName(INTERVAL 1 HOUR), toTypeName(INTERVAL 1 DAY);
SELECT toTypeName(INTERVAL 1 WEEK), toTypeName(INTERVAL 1 MONTH), toTypeName(INTERVAL 1 QUARTER), toTypeName(INTERVAL 1 YEAR);
SELECT INTERVAL 7 DAY, toTypeName(toIntervalDay(7));
SELECT toDate('2020-02-29') + toIntervalYear(number) FROM numbers(5);
SELECT toIntervalDay('x'); -- { serverError ILLEGAL_TYPE_OF_ARGUMENT }
