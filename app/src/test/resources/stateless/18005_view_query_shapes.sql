-- Views over joins, unions, CTEs, table functions and other databases
CREATE TABLE customers (id UInt32, name String) ENGINE = MergeTree ORDER BY id;
CREATE TABLE orders (id UInt32, customer_id UInt32, total Decimal(10, 2)) ENGINE = MergeTree ORDER BY id;
INSERT INTO customers VALUES (1, 'ann'), (2, 'bob'), (3, 'cid');
INSERT INTO orders VALUES (10, 1, 5.5), (11, 1, 4.5), (12, 2, 7), (13, 9, 1);

CREATE VIEW order_names AS SELECT o.id AS id, c.name AS name, o.total AS total FROM orders AS o INNER JOIN customers AS c ON o.customer_id = c.id;
SELECT * FROM order_names ORDER BY id;
CREATE VIEW all_ids AS SELECT id FROM orders UNION ALL SELECT id FROM customers;
SELECT count(), sum(id) FROM all_ids;
CREATE VIEW big_spenders AS WITH per AS (SELECT customer_id, sum(total) AS spent FROM orders GROUP BY customer_id) SELECT customer_id, spent FROM per WHERE spent > 6;
SELECT * FROM big_spenders ORDER BY customer_id;
CREATE VIEW evens AS SELECT number FROM numbers(10) WHERE number % 2 = 0;
SELECT groupArray(number) FROM evens;
CREATE VIEW no_orders AS SELECT name FROM customers WHERE id NOT IN (SELECT customer_id FROM orders);
SELECT * FROM no_orders;
CREATE VIEW top2 AS SELECT id, total FROM orders ORDER BY total DESC LIMIT 2;
SELECT * FROM top2;

-- a view keeps reading the tables of the database it was created in
CREATE DATABASE other;
CREATE VIEW other.customer_names AS SELECT name FROM customers;
USE other;
SELECT * FROM customer_names ORDER BY name;
SELECT count() FROM default.order_names;
USE default;
SELECT * FROM other.customer_names ORDER BY name LIMIT 1;
SELECT v.name FROM other.customer_names AS v WHERE v.name LIKE 'b%';
DROP DATABASE other;
SELECT count() FROM customers;
