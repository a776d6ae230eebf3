-- GROUP BY ... WITH ROLLUP and GROUP BY ROLLUP(...): subtotals for each prefix of the keys, then the grand total;
-- a key left out reads as its type's default (0, '')
CREATE TABLE sales (year UInt16, region String, amount UInt32) ENGINE = Memory;
INSERT INTO sales VALUES (2023, 'north', 10), (2023, 'south', 20), (2024, 'north', 30), (2024, 'north', 5);
SELECT year, region, sum(amount) FROM sales GROUP BY year, region WITH ROLLUP ORDER BY year, region;
SELECT '--';
SELECT year, region, sum(amount) FROM sales GROUP BY ROLLUP(year, region) ORDER BY year, region;
SELECT '--';
SELECT year, count() AS c FROM sales GROUP BY year WITH ROLLUP HAVING c > 1 ORDER BY year;
SELECT '--';
SELECT toYear(toDate('2024-01-01') + number) AS y, count() FROM numbers(400) GROUP BY y WITH ROLLUP ORDER BY y;
