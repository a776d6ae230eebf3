-- Materialized views cascade, join other tables, filter, and fail an insert as a whole
CREATE TABLE raw (id UInt32, kind String, amount UInt32) ENGINE = MergeTree ORDER BY id;
CREATE TABLE kinds (kind String, label String) ENGINE = Memory;
INSERT INTO kinds VALUES ('a', 'Apples'), ('b', 'Bananas');
CREATE TABLE labelled (id UInt32, label String, amount UInt32) ENGINE = MergeTree ORDER BY id;
CREATE TABLE per_label (label String, total UInt64) ENGINE = MergeTree ORDER BY label;
CREATE MATERIALIZED VIEW raw_to_labelled TO labelled AS SELECT r.id AS id, k.label AS label, r.amount AS amount FROM raw AS r INNER JOIN kinds AS k ON r.kind = k.kind;
CREATE MATERIALIZED VIEW labelled_to_totals TO per_label AS SELECT label, sum(amount) AS total FROM labelled GROUP BY label;
CREATE TABLE large (id UInt32, amount UInt8) ENGINE = Memory;
CREATE MATERIALIZED VIEW only_large TO large AS SELECT id, amount FROM raw WHERE amount > 100;

INSERT INTO raw VALUES (1, 'a', 10), (2, 'b', 20), (3, 'c', 30), (4, 'a', 200);
SELECT * FROM labelled ORDER BY id;
SELECT label, sum(total) FROM per_label GROUP BY label ORDER BY label;
SELECT * FROM large;

-- 300 does not fit large.amount (UInt8): the whole insert fails, in raw and in every view's table
INSERT INTO raw VALUES (5, 'b', 5), (6, 'a', 300); -- { serverError CANNOT_CONVERT_TYPE }
SELECT count() FROM raw;
SELECT count() FROM labelled;
SELECT count() FROM per_label;
SELECT count() FROM large;

INSERT INTO raw SELECT number + 10, 'b', 1 FROM numbers(3);
SELECT label, sum(total) FROM per_label GROUP BY label ORDER BY label;
DROP VIEW only_large;
INSERT INTO raw VALUES (20, 'a', 250);
SELECT count() FROM large;
SELECT count() FROM labelled WHERE id = 20;
