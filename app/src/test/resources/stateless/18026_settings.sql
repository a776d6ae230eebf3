-- Settings: SET, the SETTINGS clause and system.settings
SELECT value, changed FROM system.settings WHERE name = 'max_threads' FORMAT Null;
SET max_block_size = 1000;
SELECT value, changed FROM system.settings WHERE name = 'max_block_size';
SELECT name, value FROM system.settings WHERE name = 'allow_deprecated_syntax_for_merge_tree';
SET allow_deprecated_syntax_for_merge_tree = 1;
SELECT value, changed FROM system.settings WHERE name = 'allow_deprecated_syntax_for_merge_tree';
SELECT count() FROM numbers(10) SETTINGS max_threads = 1, max_block_size = 3;
SET max_block_size = 0; -- { serverError BAD_ARGUMENTS }
SET max_threads = 'many'; -- { serverError CANNOT_PARSE_NUMBER }
SET nonexistent_setting = 1; -- { serverError UNKNOWN_SETTING }
