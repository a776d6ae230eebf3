-- toISOWeek and toISOYear follow ISO 8601 (weeks start on Monday; week 1 holds the first Thursday)
SELECT toISOWeek(toDate('2017-01-01')), toISOYear(toDate('2017-01-01'));
SELECT toISOWeek(toDate('2017-01-02')), toISOYear(toDate('2017-01-02'));
SELECT toISOWeek(toDate('2020-12-31')), toISOYear(toDate('2021-01-03'));
SELECT toTypeName(toISOWeek(toDate('2017-01-01'))), toTypeName(toISOYear(toDate('2017-01-01')));
