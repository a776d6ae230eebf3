-- date arithmetic: days, months (clamped to the month's end), years
SELECT toDate('2024-01-31') + 1, addDays(toDate('2024-02-28'), 2), addMonths(toDate('2024-01-31'), 1), addYears(toDate('2024-02-29'), 1);
SELECT subtractDays(toDate('2024-03-01'), 1), subtractMonths(toDate('2024-03-31'), 1);
SELECT addHours(toDateTime('2024-01-01 23:00:00'), 2), addMinutes(toDateTime('2024-01-01 00:00:00'), -1);
