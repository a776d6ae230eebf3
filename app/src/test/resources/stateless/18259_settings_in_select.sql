-- settings given in the query change how it runs, not what it returns
SELECT sum(number) FROM numbers(100000) SETTINGS max_block_size = 1000;
SELECT count() FROM numbers(10) SETTINGS max_threads = 1;
SELECT name, value FROM system.settings WHERE name = 'max_threads' SETTINGS max_threads = 3;
SELECT 1 SETTINGS no_such_setting = 1; -- { serverError UNKNOWN_SETTING }
