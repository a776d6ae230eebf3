-- GROUP BY ... WITH CUBE and GROUP BY CUBE(...): an aggregation for every subset of the keys
CREATE TABLE sales (year UInt16, region String, amount UInt32) ENGINE = Memory;
INSERT INTO sales VALUES (2023, 'north', 10), (2023, 'south', 20), (2024, 'north', 30), (2024, 'north', 5);
SELECT year, region, sum(amount) FROM sales GROUP BY year, region WITH CUBE ORDER BY year, region;
SELECT '--';
SELECT year, region, count() FROM sales GROUP BY CUBE(year, region) ORDER BY count() DESC, year, region LIMIT 3;
