-- toStartOfQuarter of dates and times
SELECT toStartOfQuarter(toDate('2020-01-01')), toStartOfQuarter(toDate('2020-03-31')), toStartOfQuarter(toDate('2020-05-05'));
SELECT toStartOfQuarter(toDateTime('2020-12-31 10:00:00', 'UTC')), toTypeName(toStartOfQuarter(toDateTime('2020-12-31 10:00:00', 'UTC')));
SELECT toStartOfQuarter(toDate('2020-01-01') + number * 40) FROM numbers(10);
