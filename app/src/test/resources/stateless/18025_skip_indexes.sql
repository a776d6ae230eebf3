-- Skip indexes are listed in system.data_skipping_indices and leave query results unchanged
CREATE TABLE logs (id UInt64, level String, msg String, INDEX lvl level TYPE set(10) GRANULARITY 1, INDEX m msg TYPE tokenbf_v1(512, 3, 0) GRANULARITY 1) ENGINE = MergeTree ORDER BY id SETTINGS index_granularity = 4;
INSERT INTO logs SELECT number, if(number % 10 = 0, 'error', 'info'), concat('request ', toString(number), if(number = 17, ' timeout', '')) FROM numbers(40);
SELECT name, type, type_full, granularity FROM system.data_skipping_indices WHERE database = currentDatabase() AND table = 'logs' ORDER BY name;
SELECT count() FROM logs WHERE level = 'error';
SELECT id FROM logs WHERE hasToken(msg, 'timeout');
SELECT count() FROM logs WHERE level = 'error' SETTINGS use_skip_indexes = 0;
SELECT count() FROM logs WHERE level = 'warn' SETTINGS force_data_skipping_indices = 'lvl';
SELECT count() FROM logs WHERE id > 5 SETTINGS force_data_skipping_indices = 'lvl'; -- { serverError INDEX_NOT_USED }
ALTER TABLE logs DROP INDEX m;
SELECT name FROM system.data_skipping_indices WHERE database = currentDatabase() AND table = 'logs';
