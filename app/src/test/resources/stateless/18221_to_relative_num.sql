-- toRelative*Num count units from a fixed point in the past (differences between them are meaningful)
SELECT toRelativeYearNum(toDate('2024-05-06')), toRelativeMonthNum(toDate('2024-05-06')) - toRelativeMonthNum(toDate('2023-12-31'));
SELECT toRelativeDayNum(toDate('2024-05-06')) - toRelativeDayNum(toDate('2024-05-01'));
SELECT toRelativeHourNum(toDateTime('2024-05-06 12:00:00')) - toRelativeHourNum(toDateTime('2024-05-06 09:30:00'));
SELECT toRelativeMinuteNum(toDateTime('2024-05-06 12:00:00')) - toRelativeMinuteNum(toDateTime('2024-05-06 11:58:59'));
SELECT toRelativeWeekNum(toDate('2024-05-13')) - toRelativeWeekNum(toDate('2024-05-12'));
SELECT toRelativeQuarterNum(toDate('2024-05-06')) - toRelativeQuarterNum(toDate('2023-05-06'));
