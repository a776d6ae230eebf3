-- lambdas over array columns of a MergeTree table, with outer columns inside the lambda
CREATE TABLE t (id UInt32, xs Array(UInt32)) ENGINE = MergeTree ORDER BY id;
INSERT INTO t VALUES (1, [1, 2, 3]), (2, [10]), (3, []);
SELECT id, arrayMap(x -> x * id, xs), arraySum(xs), arrayFilter(x -> x > id, xs) FROM t ORDER BY id;
SELECT sum(arrayCount(x -> x % 2 = 1, xs)) FROM t;
SELECT id FROM t WHERE arrayExists(x -> x = 10, xs);
