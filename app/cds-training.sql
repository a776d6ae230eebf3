-- Statements the class data sharing archive is trained on (./mergelab and the installers run them once with
-- -XX:ArchiveClassesAtExit): the classes a typical command loads start from the archive afterwards.
SELECT 1;
CREATE TABLE training (id UInt64, s String, d Date) ENGINE = MergeTree ORDER BY id;
INSERT INTO training SELECT number, toString(number), toDate('2024-01-01') + number % 30 FROM numbers(10000);
SELECT count() FROM training;
SELECT d, count(), uniq(s), sum(id) FROM training GROUP BY d ORDER BY d LIMIT 3;
SELECT id, s FROM training WHERE s LIKE '%99%' ORDER BY id LIMIT 2;
SELECT name, engine FROM system.tables WHERE database = currentDatabase();
