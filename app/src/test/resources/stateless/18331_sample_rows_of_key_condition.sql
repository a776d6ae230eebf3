-- SAMPLE n (n > 1) is n rows of the rows the query's key condition selects (the granules the primary key keeps),
-- not of the whole table: the fraction read, and so _sample_factor, follow the WHERE's primary-key part.
CREATE TABLE visits (site UInt32, user UInt64) ENGINE = MergeTree ORDER BY (site, intHash32(user)) SAMPLE BY intHash32(user)
SETTINGS index_granularity = 1024;
INSERT INTO visits SELECT number % 10, number FROM numbers(100000);
-- the whole table: 100000 rows, so SAMPLE 1000 is a hundredth
SELECT any(_sample_factor), count() BETWEEN 800 AND 1200 FROM visits SAMPLE 1000;
-- site = 3 keeps granules 29 to 39 (rows 29696 to 40959): 11264 rows, of which 1000 are a fraction 1000 / 11264
SELECT any(_sample_factor), count() BETWEEN 800 AND 1200 FROM visits SAMPLE 1000 WHERE site = 3;
SELECT any(_sample_factor) FROM visits SAMPLE 1000 PREWHERE site = 3;
-- site IN (3, 4): rows 30000 to 49999, granules 29 to 48
SELECT any(_sample_factor) FROM visits SAMPLE 1000 WHERE site IN (3, 4);
-- a condition the primary key cannot use counts every row
SELECT any(_sample_factor) FROM visits SAMPLE 1000 WHERE user < 50000;
-- more rows than the key selects: everything, factor 1
SELECT any(_sample_factor), count() FROM visits SAMPLE 50000 WHERE site = 3;
-- the same rows the sample reads: the sampled count scales back close to the 10000 rows of site 3
SELECT abs(count() * any(_sample_factor) - 10000) < 2000 FROM visits SAMPLE 1000 WHERE site = 3;
