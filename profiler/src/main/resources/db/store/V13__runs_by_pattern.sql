-- The run store, schema version 13 (docs/run-store.md): an index on the normalized query hash, so the history of one
-- query pattern (`mergelab history --pattern HASH`, a pattern picked on the History screen) reads that pattern's runs
-- newest first and stops after a page, instead of checking every run newest first for the hash.
CREATE INDEX IF NOT EXISTS runs_by_pattern ON runs (normalized_query_hash, started_at DESC, run_key DESC);
