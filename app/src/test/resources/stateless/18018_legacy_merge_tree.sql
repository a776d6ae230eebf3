-- The old MergeTree engine syntax is refused unless allow_deprecated_syntax_for_merge_tree is set
CREATE TABLE legacy (d Date, k UInt64) ENGINE = MergeTree(d, (k), 8192); -- { serverError BAD_ARGUMENTS }
SET allow_deprecated_syntax_for_merge_tree = 1;
CREATE TABLE legacy (d Date, k UInt64, s String) ENGINE = MergeTree(d, (k, s), 8192);
CREATE TABLE legacy_sampled (d Date, k UInt64) ENGINE = MergeTree(d, intHash32(k), (k, intHash32(k)), 8192);
CREATE TABLE legacy_replacing (d Date, k UInt64, v UInt32) ENGINE = ReplacingMergeTree(d, k, 8192, v);
SELECT name, engine, partition_key, sorting_key FROM system.tables WHERE database = currentDatabase() ORDER BY name;
INSERT INTO legacy_replacing VALUES ('2024-01-05', 1, 1), ('2024-01-06', 1, 2), ('2024-02-01', 2, 1);
SELECT * FROM legacy_replacing FINAL ORDER BY k;
SELECT partition, count() FROM system.parts WHERE database = currentDatabase() AND table = 'legacy_replacing' GROUP BY partition ORDER BY partition;
SELECT value FROM system.merge_tree_settings WHERE name = 'index_granularity';
