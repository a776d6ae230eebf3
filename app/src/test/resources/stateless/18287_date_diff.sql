-- dateDiff counts unit boundaries crossed
SELECT dateDiff('day', toDate('2024-01-01'), toDate('2024-03-01')), dateDiff('month', toDate('2024-01-31'), toDate('2024-02-01'));
SELECT dateDiff('hour', toDateTime('2024-01-01 00:59:59'), toDateTime('2024-01-01 01:00:00'));
SELECT dateDiff('year', toDate('2023-12-31'), toDate('2024-01-01')), dateDiff('week', toDate('2024-05-06'), toDate('2024-05-20'));
