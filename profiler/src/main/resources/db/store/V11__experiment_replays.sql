-- The run store, schema version 11 (docs/run-store.md, docs/experiments.md): an experiment that replays another
-- (mergelab replay of a bundle holding an experiment) names it. NULL: the experiment replays none. No foreign key:
-- the original may have been imported into another store, or deleted since.

ALTER TABLE experiments ADD COLUMN IF NOT EXISTS replay_of VARCHAR(200);
