-- One part per partition per insert; partition pruning shows in the rows read
CREATE TABLE sales (day Date, shop UInt8, amount UInt32) ENGINE = MergeTree PARTITION BY toYYYYMM(day) ORDER BY (shop, day);
SYSTEM STOP MERGES sales;
INSERT INTO sales VALUES ('2024-01-03', 1, 10), ('2024-02-03', 1, 20), ('2024-03-03', 2, 30);
INSERT INTO sales VALUES ('2024-01-04', 2, 40);
SELECT partition, count() AS parts, sum(rows) FROM system.parts WHERE database = currentDatabase() AND table = 'sales' AND active GROUP BY partition ORDER BY partition;
SELECT name FROM system.parts WHERE database = currentDatabase() AND table = 'sales' AND active ORDER BY name;
SELECT sum(amount) FROM sales WHERE day >= '2024-02-01';
SELECT toYYYYMM(day) AS m, sum(amount) FROM sales GROUP BY m ORDER BY m;
SYSTEM START MERGES sales;
OPTIMIZE TABLE sales PARTITION 202401 FINAL;
SELECT name FROM system.parts WHERE database = currentDatabase() AND table = 'sales' AND active ORDER BY name;
SELECT partition_key, sorting_key FROM system.tables WHERE database = currentDatabase() AND name = 'sales';
