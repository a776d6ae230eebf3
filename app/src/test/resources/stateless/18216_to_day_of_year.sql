-- toDayOfYear: 1 to 366, UInt16
SELECT toDayOfYear(toDate('2024-01-01')), toDayOfYear(toDate('2024-12-31')), toDayOfYear(toDate('2023-12-31'));
SELECT toDayOfYear(toDateTime('2024-03-01 10:00:00'));
SELECT toTypeName(toDayOfYear(toDate('2024-01-01')));
SELECT DAYOFYEAR(toDate('2024-02-01'));
