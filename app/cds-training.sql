-- Statements the start-up caches are trained on (JDK 25's AOT caches or JDK 17's class data sharing archives, made by
-- ./mergelab and the installers' make-startup-cache): the main cache's training runs them once with `run`, `sql`'s
-- twice with `sql` (the second pass opens the table the first stored, hence IF NOT EXISTS): the classes a typical
-- command loads start from a cache afterwards.
SELECT 1;
CREATE TABLE IF NOT EXISTS training (id UInt64, s String, d Date) ENGINE = MergeTree ORDER BY id;
INSERT INTO training SELECT number, toString(number), toDate('2024-01-01') + number % 30 FROM numbers(10000);
SELECT count() FROM training;
SELECT d, count(), uniq(s), sum(id) FROM training GROUP BY d ORDER BY d LIMIT 3;
SELECT id, s FROM training WHERE s LIKE '%99%' ORDER BY id LIMIT 2;
SELECT name, engine FROM system.tables WHERE database = currentDatabase();
