-- toStartOfFiveMinutes, toStartOfTenMinutes, toStartOfFifteenMinutes round a time down
SELECT toStartOfFiveMinutes(toDateTime('2024-05-06 10:17:43'));
SELECT toStartOfTenMinutes(toDateTime('2024-05-06 10:17:43'));
SELECT toStartOfFifteenMinutes(toDateTime('2024-05-06 10:17:43'));
SELECT toStartOfFiveMinutes(toDateTime('2024-05-06 10:15:00'));
SELECT toStartOfMinute(toDateTime('2024-05-06 10:17:43'));
