-- AggregatingMergeTree fed by a materialized view of -State functions, read with -Merge
CREATE TABLE visits (day Date, user UInt64, duration UInt32) ENGINE = MergeTree ORDER BY day;
CREATE TABLE daily (day Date, hits AggregateFunction(count), users AggregateFunction(uniqExact, UInt64), total AggregateFunction(sum, UInt32), mean AggregateFunction(avg, UInt32), longest AggregateFunction(max, UInt32)) ENGINE = AggregatingMergeTree ORDER BY day;
CREATE MATERIALIZED VIEW daily_mv TO daily AS SELECT day, countState() AS hits, uniqExactState(user) AS users, sumState(duration) AS total, avgState(duration) AS mean, maxState(duration) AS longest FROM visits GROUP BY day;
INSERT INTO visits VALUES ('2024-01-01', 1, 10), ('2024-01-01', 2, 20), ('2024-01-02', 1, 5);
INSERT INTO visits VALUES ('2024-01-01', 1, 30), ('2024-01-02', 3, 7);
SELECT day, countMerge(hits), uniqExactMerge(users), sumMerge(total), avgMerge(mean), maxMerge(longest) FROM daily GROUP BY day ORDER BY day;
OPTIMIZE TABLE daily FINAL;
SELECT count() FROM daily;
SELECT day, countMerge(hits), uniqExactMerge(users), sumMerge(total), avgMerge(mean), maxMerge(longest) FROM daily GROUP BY day ORDER BY day;
SELECT day, count(), uniqExact(user), sum(duration), avg(duration), max(duration) FROM visits GROUP BY day ORDER BY day;
SELECT uniqExactMerge(s) FROM (SELECT uniqExactMergeState(users) AS s FROM daily);
SELECT toTypeName(sumState(duration)), toTypeName(uniqState(user)) FROM visits;
SELECT name, type FROM system.columns WHERE database = currentDatabase() AND table = 'daily' ORDER BY name;
SELECT sumMerge(users) FROM daily; -- { serverError 43 }
