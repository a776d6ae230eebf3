-- INSERT ... SELECT copies rows, with conversion to the column types
CREATE TABLE src (x UInt64) ENGINE = MergeTree ORDER BY x;
CREATE TABLE dst (x UInt32, doubled UInt64) ENGINE = MergeTree ORDER BY x;
INSERT INTO src SELECT number FROM numbers(5);
INSERT INTO dst SELECT x, x * 2 FROM src WHERE x > 1;
SELECT * FROM dst;
INSERT INTO dst (x) VALUES (100);
SELECT x, doubled FROM dst WHERE x = 100;
