-- Every setting name ClickHouse knows is accepted (those MergeLab does not act on too); an unknown name still fails
SET load_balancing = 'in_order';
SET input_format_parallel_parsing = 0;
SET allow_experimental_window_view = 1;
SET compile = 1;
SELECT name, value, changed FROM system.settings WHERE name IN ('load_balancing', 'input_format_parallel_parsing', 'compile') ORDER BY name;
SET no_such_setting_anywhere = 1; -- { serverError UNKNOWN_SETTING }
SELECT 1 SETTINGS max_threads = 1, no_such_setting = 2; -- { serverError UNKNOWN_SETTING }
SET input_format_parallel_parsing = 'maybe'; -- { serverError CANNOT_PARSE_BOOL }
SELECT count() > 800 FROM system.settings;
SELECT count() > 100 FROM system.merge_tree_settings;
