-- aggregate functions with the -If combinator, argMin/argMax and exact distinct counts
DROP TABLE IF EXISTS orders;
CREATE TABLE orders (id UInt32, customer String, amount UInt32, status LowCardinality(String)) ENGINE = MergeTree ORDER BY id;
INSERT INTO orders VALUES (1, 'ann', 100, 'paid'), (2, 'bob', 250, 'paid'), (3, 'ann', 75, 'refunded'), (4, 'cid', 300, 'paid'), (5, 'bob', 20, 'open');
SELECT count(), sum(amount), min(amount), max(amount), avg(amount) FROM orders;
SELECT countIf(status = 'paid'), sumIf(amount, status = 'paid'), avgIf(amount, status = 'paid') FROM orders;
SELECT uniqExact(customer), count(DISTINCT customer), uniqExact(customer, status) FROM orders;
SELECT argMax(customer, amount), argMin(customer, amount), any(id) > 0 FROM orders;
SELECT customer, count() AS n, sum(amount) AS total FROM orders GROUP BY customer ORDER BY total DESC, customer;
SELECT customer, sum(amount) AS total FROM orders GROUP BY customer HAVING total > 150 ORDER BY customer;
SELECT status, groupArray(id) FROM (SELECT * FROM orders ORDER BY id) GROUP BY status ORDER BY status;
SELECT sum(amount) FROM orders WHERE status = 'nothing';
SELECT count(), sum(amount), max(amount) FROM orders WHERE status = 'nothing';
SELECT customer, sum(amount) FROM orders GROUP BY customer WITH TOTALS ORDER BY customer;
