-- The run store, schema version 2 (docs/run-store.md).
--
-- Texts (SQL, EXPLAIN, raw rows) are CLOBs so that no size is refused; those up to 64 KiB, nearly all, are now kept
-- in the row like a VARCHAR instead of H2's separate LOB storage, which costs several writes per value. The setting
-- is persistent and applies to values written from now on.
SET MAX_LENGTH_INPLACE_LOB 65536;

-- The history's queries name the index they mean (see MatchingRuns): run_words checks one run through a named
-- index, as the other filter tables do, instead of the primary key whose index name H2 makes up.
ALTER TABLE run_words DROP PRIMARY KEY;
CREATE UNIQUE INDEX IF NOT EXISTS run_words_by_run ON run_words (run_key, word);
