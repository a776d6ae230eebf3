-- GROUP BY GROUPING SETS: one aggregation per set; a key a set leaves out reads as its type's default
-- grouping(k, ...): a bit per argument, the first the most significant, 1 when the row's set does not group by it
CREATE TABLE sales (region String, product String, amount UInt32) ENGINE = MergeTree ORDER BY (region, product);
INSERT INTO sales VALUES ('eu', 'a', 10), ('eu', 'b', 20), ('us', 'a', 5), ('us', 'a', 7);
SELECT region, product, sum(amount) FROM sales GROUP BY GROUPING SETS ((region, product), (region), ()) ORDER BY region, product;
SELECT region, product, sum(amount), grouping(region, product) AS g FROM sales GROUP BY GROUPING SETS ((region, product), (product), ()) ORDER BY g, region, product;
SELECT region, grouping(region), count() FROM sales GROUP BY ROLLUP(region) ORDER BY region;
SELECT region AS r, grouping(r) FROM sales GROUP BY GROUPING SETS (r, ()) ORDER BY r;
SELECT product, sum(amount) FROM sales GROUP BY GROUPING SETS (product) ORDER BY product;
SELECT region, grouping(product) FROM sales GROUP BY GROUPING SETS ((region)); -- { serverError BAD_ARGUMENTS }
EXPLAIN SYNTAX SELECT region, count() FROM sales GROUP BY GROUPING SETS ((region, product), region, ());
CREATE VIEW gv AS SELECT region, count() AS c FROM sales GROUP BY GROUPING SETS ((region), ());
SELECT * FROM gv ORDER BY region;
SHOW CREATE VIEW gv;
