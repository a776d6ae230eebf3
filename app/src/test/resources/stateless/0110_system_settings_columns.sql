-- system.settings and system.merge_tree_settings with ClickHouse's columns and MergeLab's mergelab_effect
SELECT name, value, changed, type, default, is_obsolete, tier, mergelab_effect FROM system.settings WHERE name IN ('max_threads', 'load_balancing', 'compile', 'allow_experimental_window_view') ORDER BY name;
SET max_block_size = 1000;
SELECT name, value, changed, default FROM system.settings WHERE name = 'max_block_size';
SELECT min, max, readonly, alias_for FROM system.settings WHERE name = 'max_block_size';
SELECT name, value, default, changed, type, is_obsolete, tier, mergelab_effect FROM system.merge_tree_settings WHERE name IN ('index_granularity', 'write_final_mark') ORDER BY name;
SELECT count() FROM system.settings WHERE description = '';
SELECT countIf(mergelab_effect = 'applied') > 50, countIf(mergelab_effect = 'none') > 600 FROM system.settings;
