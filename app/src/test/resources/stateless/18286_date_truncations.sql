-- toStartOf* truncations
SELECT toStartOfMonth(toDate('2024-05-17')), toStartOfYear(toDate('2024-05-17')), toMonday(toDate('2024-05-17'));
SELECT toStartOfDay(toDateTime('2024-05-17 13:45:30')), toStartOfHour(toDateTime('2024-05-17 13:45:30'));
SELECT toStartOfWeek(toDate('2024-05-17')), toStartOfWeek(toDate('2024-05-17'), 1);
