-- subtracting dates gives days, subtracting times gives seconds, both Int32
SELECT toDate('2020-01-05') - toDate('2020-01-01') AS d, toTypeName(d);
SELECT toDate('2020-01-01') - toDate('2020-01-05');
SELECT toDateTime('2020-01-01 00:01:00', 'UTC') - toDateTime('2020-01-01 00:00:00', 'UTC') AS s, toTypeName(s);
SELECT toDate('2020-03-01') - toDate('2020-02-01'), toDate('2021-03-01') - toDate('2021-02-01');
SELECT d - toDate('2020-01-01') FROM (SELECT toDate('2020-01-01') + number AS d FROM numbers(3));
